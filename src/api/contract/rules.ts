/**
 * The rules of a request JSON Schema cannot say: a password's strength and its second typing, a
 * value that must name something stored (a role) or must not (an e-mail in use). Each is named
 * once here and listed on its schema as an `x-rules` entry of the OpenAPI document (name, fields,
 * message keys, what it means), so a backend or a code generator sees it; the schema checks the
 * ones it can (forms and the simulation parse the same schema), the simulation the ones that need
 * stored data, answering with the same keys. Rules JSON Schema can say (formats, enumerations,
 * "a site needs lat and lng") are written as schema instead.
 */
import type { ValidationKey } from './common';

export interface ContractRule {
  /** The body fields a refusal is reported on. */
  fields: readonly string[];
  /** The message keys of its refusals (`issues[].key`). */
  keys: readonly ValidationKey[];
  /** What it requires, for a reader of the document. */
  description: string;
  /** Checked against stored data (the simulation), not by the schema alone. */
  stored?: true;
}

export const CONTRACT_RULES = {
  // Users
  passwordStrength: {
    fields: ['newPassword'],
    keys: ['passwordLength', 'passwordUpper', 'passwordLower', 'passwordDigit', 'passwordSymbol'],
    description: 'At least 8 characters with a capital letter, a lower-case letter, a digit and a symbol (Unicode categories Lu, Ll, Nd, and anything but a letter, digit or space); each rule broken is its own issue, in this order.',
  },
  passwordMatch: { fields: ['confirmPassword'], keys: ['passwordMismatch'], description: 'confirmPassword is exactly newPassword.' },
  roleExists: { fields: ['role'], keys: ['roleUnknown'], description: 'The name of a role of GET /api/apps/roles, compared without case; stored as that role spells it.', stored: true },
  emailUnused: { fields: ['email'], keys: ['emailTaken'], description: 'No other user has this e-mail address (compared without case).', stored: true },
  // Devices, device types, locations, maintenance
  deviceDateOrder: {
    fields: ['commissionDate', 'warrantyUntil', 'lastInspection'],
    keys: ['dateOrder', 'warrantyOrder', 'inspectionInFuture', 'inspectionBeforeInstall'],
    description: 'installDate ≤ commissionDate ≤ warrantyUntil (from installDate when not commissioned); lastInspection not before installDate nor after today. A change is checked on the stored dates merged with the new ones.',
    stored: true,
  },
  deviceTypeExists: { fields: ['typeId'], keys: ['unknownDeviceType'], description: 'The id of a device type of GET /api/device-types.', stored: true },
  deviceLocationExists: { fields: ['locationId'], keys: ['unknownLocation'], description: 'The id of a location of GET /api/device-locations.', stored: true },
  parentDeviceValid: { fields: ['parentNumber'], keys: ['unknownParentDevice', 'parentCycle'], description: 'The number of a device in the register, and not the device itself or one inside it.', stored: true },
  deviceNumberFree: {
    fields: ['number'],
    keys: ['deviceNumberTypeCode', 'deviceNumberTaken', 'deviceNumberRetired'],
    description: 'A number given embeds the type’s code and no device has it, deleted ones included (a number is never given twice).',
    stored: true,
  },
  deviceNumberFixed: { fields: ['number'], keys: ['deviceNumberFixed'], description: 'A device keeps its number: a change may send only its own.', stored: true },
  typeCodeFree: { fields: ['code'], keys: ['codeTaken', 'codeFixed'], description: 'No other type has the code; it cannot change while devices use the type (their numbers embed it).', stored: true },
  parentLocationValid: { fields: ['parentId'], keys: ['unknownParentLocation', 'locationCycle'], description: 'The id of a location, and not the location itself or one below it.', stored: true },
  futureWorkNotDone: { fields: ['status'], keys: ['futureWorkNotDone'], description: 'Work dated after today cannot be done.', stored: true },
  // Sample apps
  eventEndAfterStart: { fields: ['end'], keys: ['endBeforeStart'], description: 'An event does not end before it starts (a plain day is its UTC midnight).' },
  discountAtMostBase: { fields: ['discountedPrice'], keys: ['discountAboveBase'], description: 'The discounted price is at most the base price.' },
  skuFree: { fields: ['sku'], keys: ['skuTaken'], description: 'No other product has the SKU.', stored: true },
  inviteNew: { fields: ['email'], keys: ['inviteRepeated'], description: 'The address was not invited before and is no referral yet (compared without case).', stored: true },
  mailToSend: { fields: ['to', 'subject'], keys: ['recipientRequired', 'subjectOrMessage'], description: 'At least one recipient in to, cc or bcc; a subject or a message with content.' },
  draftNotEmpty: { fields: ['subject'], keys: ['draftEmpty'], description: 'A recipient, a subject or a message with content.' },
  mailUpdateChanges: { fields: ['data'], keys: ['required'], description: 'Without label, data sets at least one field.' },
  invoiceAmounts: { fields: ['dueDate', 'discount'], keys: ['dueBeforeIssued', 'discountOverSubtotal'], description: 'dueDate not before issuedDate; discount at most the subtotal of the lines.' },
  paymentWithinBalance: { fields: ['amount', 'date'], keys: ['paymentOverBalance', 'paymentInFuture'], description: 'At most the invoice’s balance; dated no later than today.', stored: true },
  roleNameFree: { fields: ['name'], keys: ['roleNameTaken'], description: 'No other role has the name (compared without case).', stored: true },
  permissionNameFree: { fields: ['name'], keys: ['permissionNameTaken'], description: 'No other permission has the name (compared without case).', stored: true },
  progressWithinCourse: { fields: ['completedTasks'], keys: ['tooBig'], description: 'At most the course’s totalTasks.', stored: true },
} as const satisfies Record<string, ContractRule>;

export type ContractRuleName = keyof typeof CONTRACT_RULES;

/** The `x-rules` metadata of a schema that follows `names`: spread into its `.meta()`. */
export function rulesMeta(...names: ContractRuleName[]): { 'x-rules': Array<ContractRule & { name: ContractRuleName }> } {
  return { 'x-rules': names.map((name) => ({ name, ...CONTRACT_RULES[name] })) };
}

/** The field and key of a refusal by a stored-data rule, as the simulation answers it. */
export function ruleIssue(name: ContractRuleName): { path: string; key: ValidationKey } {
  const rule: ContractRule = CONTRACT_RULES[name];
  return { path: rule.fields[0], key: rule.keys[0] };
}
