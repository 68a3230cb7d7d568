/** CASL-style checks over the rules returned at login (docs/spec.md §6). */
import type { AbilityRule } from '../api/types/auth';

/**
 * True when a rule grants `action` on `subject`; `manage` covers every action, `all` every subject.
 */
export function can(
  rules: readonly AbilityRule[],
  action: AbilityRule['action'],
  subject: string,
): boolean {
  return rules.some(
    (r) =>
      (r.action === 'manage' || r.action === action) &&
      (r.subject === 'all' || r.subject === subject),
  );
}
