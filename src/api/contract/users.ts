/** Users of the sample user list: SPEC.md §3 "User", enumerations of §4. */
import { z } from 'zod';
import { LIMITS, count, id, listAnswer, listParams, queryText, requiredText, strings, text, type ListParamsOf } from './common';

export const USER_ROLES = ['admin', 'author', 'editor', 'maintainer', 'subscriber'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const USER_PLANS = ['basic', 'team', 'company', 'enterprise'] as const;
export type UserPlan = (typeof USER_PLANS)[number];
export const USER_STATUSES = ['active', 'inactive', 'pending'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_BILLINGS = ['Auto debit', 'Manual-Credit Card', 'Manual-Cash', 'Manual-PayPal'] as const;
export type UserBilling = (typeof USER_BILLINGS)[number];

const userRole = z.enum(USER_ROLES);
const userPlan = z.enum(USER_PLANS);
const userStatus = z.enum(USER_STATUSES);
const userBilling = z.enum(USER_BILLINGS);

export const user = z
  .object({
    id,
    ...strings('fullName', 'company', 'username', 'country', 'contact', 'email'),
    role: userRole,
    currentPlan: userPlan,
    status: userStatus,
    avatar: z.string().meta({ description: "'' when the user has no picture: screens show initials." }),
    billing: userBilling,
  })
  .meta({ id: 'User', description: 'One row of the user list.' });
export type User = z.infer<typeof user>;

export const userDetail = user
  .extend({ taskDone: count, projectDone: count, ...strings('taxId', 'language') })
  .meta({ id: 'UserDetail', description: 'A single user read: the row plus the profile extras.' });
export type UserDetail = z.infer<typeof userDetail>;

export const USER_SORT_KEYS = ['user', 'email', 'role', 'plan', 'status', 'billing'] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];

const oneOf = (values: readonly string[]) => z.string().catch('').meta({ description: `One of: ${values.join(', ')}; empty for all.` });

export const userListQuery = listParams(USER_SORT_KEYS).extend({ q: queryText.meta({ description: 'Part of the full name or e-mail.' }), role: oneOf(USER_ROLES), plan: oneOf(USER_PLANS), status: oneOf(USER_STATUSES) });
export type UserListParams = ListParamsOf<typeof userListQuery>;

export const userListResponse = listAnswer(undefined, 'users', user, 'totalUsers')
  .extend({ totalPages: z.int().min(1), page: z.int().min(1).meta({ description: 'The page answered: 1 when the requested page was past the last (SPEC §5).' }) })
  .meta({ id: 'UserList' });
export type UserListResponse = z.infer<typeof userListResponse>;

/** POST /api/apps/users: fullName and email are required; the rest have defaults. */
export const newUserBody = z
  .object({
    fullName: requiredText(LIMITS.name),
    email: requiredText(LIMITS.email).pipe(z.email()),
    company: text(LIMITS.name).optional(),
    role: userRole.optional().meta({ description: 'Default subscriber.' }),
    username: text(LIMITS.name).optional().meta({ description: 'Default: the e-mail’s local part.' }),
    country: text(LIMITS.name).optional(),
    contact: text(LIMITS.name).optional(),
    currentPlan: userPlan.optional().meta({ description: 'Default basic.' }),
    status: userStatus.optional().meta({ description: 'Default pending.' }),
    avatar: text(LIMITS.url).optional(),
    billing: userBilling.optional().meta({ description: 'Default Auto debit.' }),
  })
  .meta({ id: 'NewUser', description: 'A new user; the e-mail must be unused.' });
export type NewUser = z.infer<typeof newUserBody>;

export const addUserResponse = z.object({ body: userDetail }).meta({ id: 'AddUserResponse' });
export type AddUserResponse = z.infer<typeof addUserResponse>;
