import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoginScreen } from '../../src/screens/auth/login-screen';
import { useSession } from '../../src/auth/session-context';
import { signInTarget } from '../../src/auth/session';
import { safeRedirect } from '../../src/lib/safe-redirect';

/**
 * /login: signs in, then goes to the page the guard came from (or `/`), when it was this user's
 * (another account's goes home: signInTarget).
 */
export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { isSignedIn } = useSession();
  if (isSignedIn()) return <Navigate to={safeRedirect(params.get('to'))} replace />;
  return <LoginScreen onSignedIn={(session) => navigate(signInTarget(params.get('to'), session.userData), { replace: true })} />;
}
