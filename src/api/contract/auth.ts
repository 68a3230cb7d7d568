/** Login users and abilities (docs/spec.md §3 "Login user", §6) and POST /api/auth/login. */
import { z } from 'zod';

import { id, LIMITS } from './common';

export const ABILITY_ACTIONS = ['manage', 'read', 'create', 'update', 'delete'] as const;

export const abilityRule = z
  .object({
    action: z.enum(ABILITY_ACTIONS),
    subject: z.string().meta({ description: 'A subject (Device, AclDemo, …) or all.' }),
  })
  .meta({ id: 'AbilityRule', description: 'One CASL-style rule: manage + all grants everything.' });
/** One CASL-style rule: `manage` + `all` grants everything. */
export type AbilityRule = z.infer<typeof abilityRule>;

export const userData = z
  .object({
    id,
    fullName: z.string(),
    username: z.string(),
    avatar: z.string(),
    email: z.string(),
    role: z.string(),
  })
  .meta({
    id: 'UserData',
    description: 'The logged-in user as the client sees it: no password, no rules.',
  });
/** The logged-in user as the client sees it: no password, no rules. */
export type UserData = z.infer<typeof userData>;

/** A login user as the simulation stores it. */
export interface LoginUser extends UserData {
  password: string;
  abilityRules: AbilityRule[];
}

export const loginBody = z
  .strictObject({ email: z.string().max(LIMITS.email), password: z.string().max(128) })
  .meta({ id: 'LoginRequest', description: 'E-mail and password, matched exactly (SPEC §5).' });
export type LoginRequest = z.infer<typeof loginBody>;

export const loginResponse = z
  .object({
    userAbilityRules: z.array(abilityRule),
    accessToken: z.string().meta({ description: 'Send as `Authorization: Bearer <token>`.' }),
    userData,
  })
  .meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof loginResponse>;
