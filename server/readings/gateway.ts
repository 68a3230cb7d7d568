/**
 * The `gateway` role: a field gateway posts readings and may do nothing else (docs/server.md).
 * Its subject is the readings' own, so no rule of the app's roles other than `manage all`
 * reaches it.
 */
import type { AbilityRule } from '../../src/api/contract/auth';
import { READING_SUBJECT } from '../../src/api/contract/ingest';

export { READING_SUBJECT };
export const GATEWAY_ROLE = 'gateway';
export const GATEWAY_RULES: AbilityRule[] = [{ action: 'create', subject: READING_SUBJECT }];
