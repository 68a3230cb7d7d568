/** The users types of the API: inferred from the contract's schemas (src/api/contract/users.ts), the one definition. */
export { USER_ROLES, USER_PLANS, USER_STATUSES, USER_BILLINGS, USER_SORT_KEYS } from '../contract/users';
export type { UserRole, UserPlan, UserStatus, UserBilling, User, UserDetail, UserSortKey, UserListParams, UserListResponse, NewUser, AddUserResponse } from '../contract/users';
