import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';

import { useSession } from '@/auth/session-context';
import { signInTarget } from '@/auth/sign-in-target';
import { safeRedirect } from '@/lib/safe-redirect';
import { LoginScreen } from '@/screens/auth/login-screen';

/**
 * /login: signs in, then goes to the page the guard came from (or `/`), when it was this user's
 * (another account's goes home: signInTarget).
 */
export function Component() {
  const [params] = useSearchParams();
  const { isSignedIn } = useSession();
  // Decided once, as the sign-in succeeds; the render it causes (signed in now) goes there. A
  // navigation of its own would race that render's, which knows nothing of whose `to` it is.
  const [target, setTarget] = useState<string>();
  if (isSignedIn()) return <Navigate to={target ?? safeRedirect(params.get('to'))} replace />;
  return (
    <LoginScreen
      onSignedIn={(session) => setTarget(signInTarget(params.get('to'), session.userData))}
    />
  );
}
