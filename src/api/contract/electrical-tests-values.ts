/**
 * The electrical tests' codes (docs/domain/electrical-tests.md): templates, verdicts and what a
 * verdict asks of the corrective order. Stable identifiers; screens translate them into labels.
 */

/** The seven templates of docs/domain/electrical-tests.md, in the order screens list them. */
export const TEST_TEMPLATE_KEYS = [
  'visual',
  'infrared',
  'insulation',
  'relay',
  'contact',
  'earth',
  'ttr',
] as const;
export type TestTemplateKey = (typeof TEST_TEMPLATE_KEYS)[number];

/** Computed from the limits, never typed by hand. */
export const TEST_VERDICTS = ['pass', 'flag', 'fail'] as const;
export type TestVerdict = (typeof TEST_VERDICTS)[number];

/** A visual or mechanical item's answer. */
export const TEST_ITEM_ANSWERS = ['pass', 'flag', 'fail'] as const;
export type TestItemAnswer = (typeof TEST_ITEM_ANSWERS)[number];

/** What a field holds: a measured number, or an item answered pass / flag / fail. */
export const TEST_FIELD_KINDS = ['number', 'answer'] as const;
export type TestFieldKind = (typeof TEST_FIELD_KINDS)[number];

export const TEST_RESULT_SORT_KEYS = [
  'performedAt',
  'deviceNumber',
  'template',
  'verdict',
] as const;
export type TestResultSortKey = (typeof TEST_RESULT_SORT_KEYS)[number];
