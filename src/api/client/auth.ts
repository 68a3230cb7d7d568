/** Login: POST /api/auth/login. */
import type { LoginRequest, LoginResponse } from '../types/auth';
import { useApiCall } from './api-call';
import { useApiMutation } from './hooks';
import type { Requester } from './request';

export function login(request: Requester, body: LoginRequest): Promise<LoginResponse> {
  return request<LoginResponse>('/api/auth/login', { method: 'POST', body });
}

/**
 * Signs in without TanStack Query (the sign-in card stays small): `(credentials) => Promise`.
 * A refusal arrives as an ApiError with its field errors.
 */
export function useSignIn() {
  return useApiCall(login);
}

/** Posts credentials; field errors arrive on `error.fieldErrors.email`. */
export function useLogin() {
  // Nothing to refresh: the session is the caller's to keep.
  return useApiMutation(login, []);
}
