/** The pure login rule: exact match of e-mail and password (SPEC.md §5). */
import type { LoginResponse } from '../types/auth';
import type { MockDb } from './db';
import type { FieldErrors } from './handlers/http';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const LOGIN_FAILED = 'Something went wrong';

export function login(db: Pick<MockDb, 'loginUsers'>, body: Record<string, unknown>): LoginResponse | { errors: FieldErrors } {
  try {
    const { email, password } = body;
    if (typeof email !== 'string' || typeof password !== 'string') return { errors: { email: [INVALID_CREDENTIALS] } };
    const user = db.loginUsers.find((u) => u.email === email && u.password === password);
    if (!user) return { errors: { email: [INVALID_CREDENTIALS] } };
    const { password: _password, abilityRules, ...userData } = user;
    // The token only needs to be unguessable enough for a demo and tied to the user.
    const accessToken = `demo.${user.id}.${Math.random().toString(36).slice(2)}`;
    return { userAbilityRules: abilityRules, accessToken, userData };
  } catch {
    return { errors: { email: [LOGIN_FAILED] } };
  }
}
