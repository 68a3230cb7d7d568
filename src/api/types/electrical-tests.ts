/**
 * The electrical test types of the API: inferred from the contract's schemas
 * (src/api/contract/electrical-tests.ts), the one definition.
 */
// The codes from their zod-free module: importing the list of templates must not load the schemas.
export {
  TEST_FIELD_KINDS,
  TEST_ITEM_ANSWERS,
  TEST_RESULT_SORT_KEYS,
  TEST_TEMPLATE_KEYS,
  TEST_VERDICTS,
} from '../contract/electrical-tests-values';
export type {
  TestFieldKind,
  TestItemAnswer,
  TestResultSortKey,
  TestTemplateKey,
  TestVerdict,
} from '../contract/electrical-tests-values';
export type {
  TestResult,
  TestResultCreated,
  TestResultInput,
  TestResultListParams,
  TestResultListResponse,
  TestTemplate,
  TestTemplates,
  TestTemplatesParams,
} from '../contract/electrical-tests';
