/** Login users and abilities: SPEC.md §3 "Login user" and §6. */

/** One CASL-style rule: `manage` + `all` grants everything. */
export interface AbilityRule {
  action: 'manage' | 'read' | 'create' | 'update' | 'delete';
  subject: string;
}

/** The logged-in user as the client sees it: no password, no rules. */
export interface UserData {
  id: number;
  fullName: string;
  username: string;
  avatar: string;
  email: string;
  role: string;
}

/** A login user as the simulation stores it. */
export interface LoginUser extends UserData {
  password: string;
  abilityRules: AbilityRule[];
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface LoginResponse {
  userAbilityRules: AbilityRule[];
  accessToken: string;
  userData: UserData;
}
