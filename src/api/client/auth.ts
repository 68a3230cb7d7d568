/** Login: POST /api/auth/login. */
import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '../types/auth';
import { useRequester } from './api-provider';
import type { Requester } from './request';

export function login(request: Requester, body: LoginRequest): Promise<LoginResponse> {
  return request<LoginResponse>('/api/auth/login', { method: 'POST', body });
}

/** Posts credentials; field errors arrive on `error.fieldErrors.email`. */
export function useLogin() {
  const request = useRequester();
  return useMutation({ mutationFn: (body: LoginRequest) => login(request, body) });
}
