/**
 * How the app's API calls are made, the same for the sign-in card (RequesterProvider) and the
 * routed app (ApiProvider): requests wait for the simulation's worker, and a lost session ends.
 */
import { sessionLost } from '../src/auth/session';
import { endSession } from '../src/auth/session-context';
import { API_BASE_URL, API_SERVER, apiReady } from './mock';

export { API_BASE_URL, API_SERVER };

const isLoginCall = (input: RequestInfo | URL) =>
  String(input instanceof Request ? input.url : input).includes('/api/auth/login');

/**
 * Requests wait for the simulation's worker; the first render does not. A request made after the
 * token went (signed out in another tab, removed by hand), or answered 401, ends the session:
 * the guard then sends the user to /login and back here after signing in.
 */
export const fetchWhenReady: typeof fetch = async (input, init) => {
  await apiReady();
  if (!isLoginCall(input) && sessionLost()) endSession();
  const response = await fetch(input, init);
  if (response.status === 401 && !isLoginCall(input)) endSession();
  return response;
};

/** The live socket opens once the simulation's worker (which answers it) has started. */
export const openSocketWhenReady = async (url: string): Promise<WebSocket> => {
  await apiReady();
  return new WebSocket(url);
};
