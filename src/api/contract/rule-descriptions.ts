/**
 * What each rule of rules.ts requires, in words, for the OpenAPI document's `x-rules` entries.
 * Kept apart so that the browser's bundles, which check the rules, do not carry the prose.
 */
import type { ContractRuleName } from './rules';

export const RULE_DESCRIPTIONS: Record<ContractRuleName, string> = {
  passwordStrength:
    'At least 8 characters with a capital letter, a lower-case letter, a digit and a symbol (Unicode categories Lu, Ll, Nd, and anything but a letter, digit or space); each rule broken is its own issue, in this order.',
  passwordMatch: 'confirmPassword is exactly newPassword.',
  roleExists:
    'The name of a role of GET /api/apps/roles, compared without case; stored as that role spells it.',
  emailUnused: 'No other user has this e-mail address (compared without case).',
  deviceDateOrder:
    'installDate ≤ commissionDate ≤ warrantyUntil (from installDate when not commissioned); lastInspection not before installDate nor after today. A change is checked on the stored dates merged with the new ones.',
  deviceTypeExists: 'The id of a device type of GET /api/device-types.',
  deviceLocationExists: 'The id of a location of GET /api/device-locations.',
  parentDeviceValid:
    'The number of a device in the register, and not the device itself or one inside it.',
  deviceNumberFree:
    'A number given embeds the type’s code and no device has it, deleted ones included (a number is never given twice).',
  deviceNumberFixed: 'A device keeps its number: a change may send only its own.',
  typeCodeFree:
    'No other type has the code; it cannot change while devices use the type (their numbers embed it).',
  parentLocationValid: 'The id of a location, and not the location itself or one below it.',
  futureWorkNotDone: 'Work dated after today cannot be done.',
  arcFlashEnergyOrCategory:
    'The incident energy at the working distance or the PPE category, exactly one (NFPA 70E 130.5(H)).',
  arcFlashStudyNotFuture: 'The study date is today or before (the server’s UTC date).',
  eventEndAfterStart: 'An event does not end before it starts (a plain day is its UTC midnight).',
  discountAtMostBase: 'The discounted price is at most the base price.',
  skuFree: 'No other product has the SKU.',
  inviteNew: 'The address was not invited before and is no referral yet (compared without case).',
  mailToSend: 'At least one recipient in to, cc or bcc; a subject or a message with content.',
  draftNotEmpty: 'A recipient, a subject or a message with content.',
  mailUpdateChanges: 'Without label, data sets at least one field.',
  invoiceAmounts: 'dueDate not before issuedDate; discount at most the subtotal of the lines.',
  paymentWithinBalance: 'At most the invoice’s balance; dated no later than today.',
  roleNameFree: 'No other role has the name (compared without case).',
  permissionNameFree: 'No other permission has the name (compared without case).',
  progressWithinCourse: 'At most the course’s totalTasks.',
  readingRangeOrder:
    '`to` is after `from` (both as read: ISO date-time or epoch ms, `from` defaulting to 24 h before `to`).',
};
