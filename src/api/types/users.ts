/** Users of the sample user list: SPEC.md §3 "User", enumerations of §4. */

export const USER_ROLES = ['admin', 'author', 'editor', 'maintainer', 'subscriber'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const USER_PLANS = ['basic', 'team', 'company', 'enterprise'] as const;
export type UserPlan = (typeof USER_PLANS)[number];

export const USER_STATUSES = ['active', 'inactive', 'pending'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const USER_BILLINGS = ['Auto debit', 'Manual-Credit Card', 'Manual-Cash', 'Manual-PayPal'] as const;
export type UserBilling = (typeof USER_BILLINGS)[number];

/** One row of the user list. */
export interface User {
  id: number;
  fullName: string;
  company: string;
  role: UserRole;
  username: string;
  country: string;
  contact: string;
  email: string;
  currentPlan: UserPlan;
  status: UserStatus;
  /** '' when the user has no picture: screens show initials. */
  avatar: string;
  billing: UserBilling;
}

/** A single user read: the row plus the profile extras. */
export interface UserDetail extends User {
  taskDone: number;
  projectDone: number;
  taxId: string;
  language: string;
}

export const USER_SORT_KEYS = ['user', 'email', 'role', 'plan', 'status', 'billing'] as const;
export type UserSortKey = (typeof USER_SORT_KEYS)[number];

export interface UserListParams {
  q?: string;
  role?: UserRole | '';
  plan?: UserPlan | '';
  status?: UserStatus | '';
  sortBy?: UserSortKey;
  orderBy?: 'asc' | 'desc';
  page?: number;
  itemsPerPage?: number;
}

export interface UserListResponse {
  users: User[];
  totalPages: number;
  totalUsers: number;
  /** The page actually answered: 1 when the requested page was past the last (SPEC.md §5). */
  page: number;
}

/** POST /api/apps/users: fullName and email are required; the rest have defaults. */
export interface NewUser {
  fullName: string;
  email: string;
  company?: string;
  role?: UserRole;
  username?: string;
  country?: string;
  contact?: string;
  currentPlan?: UserPlan;
  status?: UserStatus;
  avatar?: string;
  billing?: UserBilling;
}

export interface AddUserResponse {
  body: UserDetail;
}
