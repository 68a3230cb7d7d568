/**
 * The electrical tests' tables of the simulation (docs/domain/electrical-tests.md): the results
 * recorded, and each device type's own limits with their version (a type with none uses the
 * defaults, version 1). The samples start with none: results are recorded through the API.
 */
import type { TestResult } from '../contract/electrical-tests';
import type { TestTemplateKey } from '../contract/electrical-tests-values';

export type TestResultRecord = TestResult;

export interface TestLimitsRecord {
  typeId: number;
  limits: Partial<Record<TestTemplateKey, Record<string, number>>>;
  version: number;
}

export interface ElectricalTestData {
  testResults: TestResultRecord[];
  testLimits: TestLimitsRecord[];
}

export const createElectricalTestData = (): ElectricalTestData => ({
  testResults: [],
  testLimits: [],
});
