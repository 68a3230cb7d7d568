/**
 * The rules of a request JSON Schema cannot say: a password's strength and its second typing, a
 * value that must name something stored (a role) or must not (an e-mail in use). Each is named
 * once here and listed by name on its schema (`x-rules`); the OpenAPI document spells each entry
 * out (fields, message keys, and what it requires from rule-descriptions.ts), so a backend or a
 * code generator sees it. The schema checks the ones it can (forms and the simulation parse the
 * same schema), the simulation the ones that need stored data, answering with the same keys.
 * Rules JSON Schema can say (formats, enumerations, "a site needs lat and lng") are schema.
 */
import type { ValidationKey } from './common';

export interface ContractRule {
  /** The body fields a refusal is reported on. */
  fields: readonly string[];
  /** The message keys of its refusals (`issues[].key`). */
  keys: readonly ValidationKey[];
  /** Checked against stored data (the simulation), not by the schema alone. */
  stored?: true;
}

export const CONTRACT_RULES = {
  // Users
  passwordStrength: {
    fields: ['newPassword'],
    keys: ['passwordLength', 'passwordUpper', 'passwordLower', 'passwordDigit', 'passwordSymbol'],
  },
  passwordMatch: { fields: ['confirmPassword'], keys: ['passwordMismatch'] },
  roleExists: { fields: ['role'], keys: ['roleUnknown'], stored: true },
  emailUnused: { fields: ['email'], keys: ['emailTaken'], stored: true },
  // Devices, device types, locations, maintenance
  deviceDateOrder: {
    fields: ['commissionDate', 'warrantyUntil', 'lastInspection'],
    keys: ['dateOrder', 'warrantyOrder', 'inspectionInFuture', 'inspectionBeforeInstall'],
    stored: true,
  },
  deviceTypeExists: { fields: ['typeId'], keys: ['unknownDeviceType'], stored: true },
  deviceLocationExists: { fields: ['locationId'], keys: ['unknownLocation'], stored: true },
  parentDeviceValid: {
    fields: ['parentNumber'],
    keys: ['unknownParentDevice', 'parentCycle'],
    stored: true,
  },
  deviceNumberFree: {
    fields: ['number'],
    keys: ['deviceNumberTypeCode', 'deviceNumberTaken', 'deviceNumberRetired'],
    stored: true,
  },
  deviceNumberFixed: { fields: ['number'], keys: ['deviceNumberFixed'], stored: true },
  typeCodeFree: { fields: ['code'], keys: ['codeTaken', 'codeFixed'], stored: true },
  parentLocationValid: {
    fields: ['parentId'],
    keys: ['unknownParentLocation', 'locationCycle'],
    stored: true,
  },
  futureWorkNotDone: { fields: ['status'], keys: ['futureWorkNotDone'], stored: true },
  arcFlashEnergyOrCategory: { fields: ['incidentEnergy'], keys: ['energyOrCategory'] },
  arcFlashStudyNotFuture: { fields: ['studyDate'], keys: ['studyInFuture'], stored: true },
  // Sample apps
  eventEndAfterStart: { fields: ['end'], keys: ['endBeforeStart'] },
  discountAtMostBase: { fields: ['discountedPrice'], keys: ['discountAboveBase'] },
  skuFree: { fields: ['sku'], keys: ['skuTaken'], stored: true },
  inviteNew: { fields: ['email'], keys: ['inviteRepeated'], stored: true },
  mailToSend: { fields: ['to', 'subject'], keys: ['recipientRequired', 'subjectOrMessage'] },
  draftNotEmpty: { fields: ['subject'], keys: ['draftEmpty'] },
  mailUpdateChanges: { fields: ['data'], keys: ['required'] },
  invoiceAmounts: {
    fields: ['dueDate', 'discount'],
    keys: ['dueBeforeIssued', 'discountOverSubtotal'],
  },
  paymentWithinBalance: {
    fields: ['amount', 'date'],
    keys: ['paymentOverBalance', 'paymentInFuture'],
    stored: true,
  },
  roleNameFree: { fields: ['name'], keys: ['roleNameTaken'], stored: true },
  permissionNameFree: { fields: ['name'], keys: ['permissionNameTaken'], stored: true },
  progressWithinCourse: { fields: ['completedTasks'], keys: ['tooBig'], stored: true },
  // Query rules (listed on the operation)
  readingRangeOrder: { fields: ['to'], keys: ['rangeOrder'] },
} as const satisfies Record<string, ContractRule>;

export type ContractRuleName = keyof typeof CONTRACT_RULES;

/**
 * The `x-rules` metadata of a schema that follows `names`: spread into its `.meta()`. Only the
 * names: the forms' bundles carry no more (the document spells the entries out, openapi.ts).
 */
export function rulesMeta(...names: ContractRuleName[]): { 'x-rules': ContractRuleName[] } {
  return { 'x-rules': names };
}

/** The field and key of a refusal by a stored-data rule, as the simulation answers it. */
export function ruleIssue(name: ContractRuleName): { path: string; key: ValidationKey } {
  const rule: ContractRule = CONTRACT_RULES[name];
  return { path: rule.fields[0], key: rule.keys[0] };
}
