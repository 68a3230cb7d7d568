import { RequesterProvider } from '../src/api/client/requester-context';
import { signInTarget } from '../src/auth/sign-in-target';
import { shellNs } from '../src/i18n/ns/shell';
import { useKitTranslation } from '../src/i18n/use-kit-translation';
import { LoginScreen } from '../src/screens/auth/login-screen';
import { API_BASE_URL, fetchWhenReady } from './api-options';
import { warmUpRoutedApp } from './app-boot';
import { apiReady } from './mock';
import { pageTitle, useDocumentTitle } from './page-title';

export interface LoginAppProps {
  /** Called once signed in, with the address already at the page to open. */
  onSignedIn: () => void;
}

/**
 * A sign-in is near once the user types: the simulation starts (if the page's idle moment has not
 * started it yet; on a first visit it registers its worker, which must be done before the next page
 * loads) and the routed app loads, with i18next. Warm-ups, not awaited; each happens once.
 */
const warmUp = () => {
  void apiReady();
  warmUpRoutedApp();
};

/**
 * /login as the first page of a visit: the sign-in card without the router, the shell or any
 * other page (issue 14: the first paint of /login needs only what it shows). After signing in
 * the address becomes the page `?to=` asked for (checked by safeRedirect, else `/`) and the
 * routed app takes over there, in the same page: no reload, the session and language stay. A
 * `to` left by another account's session goes home instead (signInTarget).
 */
export function LoginApp({ onSignedIn }: LoginAppProps) {
  const { t } = useKitTranslation(shellNs);
  useDocumentTitle(pageTitle(['titles.login'], t));
  return (
    <RequesterProvider baseUrl={API_BASE_URL} fetchImpl={fetchWhenReady}>
      <div onInputCapture={warmUp}>
        <LoginScreen
          onSignedIn={(session) => {
            const target = signInTarget(
              new URLSearchParams(window.location.search).get('to'),
              session.userData,
            );
            window.history.replaceState(null, '', target);
            onSignedIn();
          }}
        />
      </div>
    </RequesterProvider>
  );
}
