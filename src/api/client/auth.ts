/** Login: POST /api/auth/login. */
import type { LoginRequest, LoginResponse } from '../types/auth';
import { useApiMutation } from './hooks';
import type { Requester } from './request';

export function login(request: Requester, body: LoginRequest): Promise<LoginResponse> {
  return request<LoginResponse>('/api/auth/login', { method: 'POST', body });
}

/** Posts credentials; field errors arrive on `error.fieldErrors.email`. */
export function useLogin() {
  // Nothing to refresh: the session is the caller's to keep.
  return useApiMutation(login, []);
}
