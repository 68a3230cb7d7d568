import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoginScreen } from '../../src/screens/auth/login-screen';
import { useSession } from '../../src/auth/session-context';
import { safeRedirect } from '../../src/lib/safe-redirect';

/** /login: signs in, then goes to the page the guard came from (or `/`). */
export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { isSignedIn } = useSession();
  const target = safeRedirect(params.get('to'));
  if (isSignedIn()) return <Navigate to={target} replace />;
  return <LoginScreen onSignedIn={() => navigate(target, { replace: true })} />;
}
