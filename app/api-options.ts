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

/**
 * The browser's own WebSocket, taken before the simulation starts: MSW then wraps the class, and a
 * socket it does not answer reports `open` before the server's handshake (which may yet fail), so
 * a client would take a refused socket for a connection and retry at once, refreshing each time.
 */
const NativeWebSocket = typeof WebSocket === 'undefined' ? undefined : WebSocket;

/**
 * The live socket opens once the simulation's worker (which answers it) has started; on a team's
 * server (API_SERVER) it is the server's, opened at once with the browser's own class.
 */
export const openSocketWhenReady = async (url: string): Promise<WebSocket> => {
  if (API_SERVER && NativeWebSocket) return new NativeWebSocket(url);
  await apiReady();
  return new WebSocket(url);
};
