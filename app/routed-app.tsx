import { createBrowserRouter } from 'react-router';
// From react-router/dom: it hands the router ReactDOM.flushSync, which list state changes use.
import { RouterProvider } from 'react-router/dom';

import { ApiProvider } from '../src/api/client/api-provider';
import { API_BASE_URL, API_SERVER, fetchWhenReady, openSocketWhenReady } from './api-options';
import { routes } from './routes';

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The routed admin: every page, /login included once the app is running, with the API's query
 * client and live feed (ApiProvider); on a team's server, other users' changes refresh it too.
 * The router is made on first render, not when this module loads: after a sign-in on the
 * router-less login page (login-app.tsx) the address has just changed to the page asked for, and
 * the router must start there. One router for the page's life (StrictMode renders twice; a second
 * would listen too).
 */
export function RoutedApp() {
  router ??= createBrowserRouter(routes);
  return (
    <ApiProvider
      baseUrl={API_BASE_URL}
      fetchImpl={fetchWhenReady}
      openSocket={openSocketWhenReady}
      liveChanges={API_SERVER}
    >
      <RouterProvider router={router} />
    </ApiProvider>
  );
}
