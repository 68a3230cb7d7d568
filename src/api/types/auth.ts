/**
 * The auth types of the API: inferred from the contract's schemas (src/api/contract/auth.ts), the
 * one definition.
 */
export type {
  AbilityRule,
  UserData,
  LoginUser,
  LoginRequest,
  LoginResponse,
} from '../contract/auth';
