import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';

import type { AbilityRule, LoginResponse } from '../api/types/auth';
import { can as canWith } from './ability';
import { clearSession, hasSessionToken, readSession, writeSession, type Session } from './session';
import { offerSessionToNewTabs, SESSION_CHANNEL } from './session-handover';

export { SESSION_CHANNEL };

interface SessionContextValue {
  session: Session | undefined;
  /** Stores a login answer and makes it the current session. */
  signIn: (response: LoginResponse) => Session;
  /** Clears token, user and abilities, here and in the other tabs of this browser. */
  signOut: () => void;
  /** True while a session is held and its token is still in storage (removed elsewhere → false). */
  isSignedIn: () => boolean;
  /** Ability check against the current session's rules. */
  can: (action: AbilityRule['action'], subject: string) => boolean;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export interface SessionProviderProps {
  /** A fixed session (stories); by default the one in sessionStorage. */
  initialSession?: Session;
  children: ReactNode;
}

/** Tells every tab (this one's SessionProvider included) that the session ended. */
export function broadcastSignOut(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  channel.postMessage({ type: 'signed-out' });
  channel.close();
}

/**
 * Ends the session from outside React (a request found the token gone, or the API answered 401):
 * storage is cleared and every SessionProvider hears it, so the guard sends the user to /login
 * with the page they were on.
 */
export function endSession(): void {
  clearSession();
  broadcastSignOut();
}

/** Holds the logged-in user and their abilities for the navigation, guard and user menu. */
export function SessionProvider({ initialSession, children }: SessionProviderProps) {
  const [session, setSession] = useState<Session | undefined>(
    () => initialSession ?? readSession(),
  );
  const signIn = useCallback((response: LoginResponse) => {
    const next = writeSession(response);
    setSession(next);
    return next;
  }, []);
  const signOut = useCallback(() => {
    clearSession();
    setSession(undefined);
    broadcastSignOut();
  }, []);
  // A fixed session (stories) has no token in storage and is never ended from outside.
  const isSignedIn = useCallback(
    () => Boolean(session) && (initialSession !== undefined || hasSessionToken()),
    [session, initialSession],
  );
  // Signed in, this tab hands its session to a new tab of the browser that asks
  // (session-handover.ts).
  const fixed = initialSession !== undefined;
  const signedIn = session !== undefined;
  useEffect(() => (signedIn && !fixed ? offerSessionToNewTabs() : undefined), [signedIn, fixed]);
  // Tabs of one browser tell each other when someone signs out (every tab then goes to /login).
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(SESSION_CHANNEL);
    channel.onmessage = (event: MessageEvent<{ type?: string }>) => {
      if (event.data?.type !== 'signed-out') return;
      clearSession();
      setSession(undefined);
    };
    return () => channel.close();
  }, []);
  const value = useMemo<SessionContextValue>(
    () => ({
      session,
      signIn,
      signOut,
      isSignedIn,
      can: (action, subject) => canWith(session?.abilityRules ?? [], action, subject),
    }),
    [session, signIn, signOut, isSignedIn],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session context; outside a provider, an anonymous session that can do nothing. */
export function useSession(): SessionContextValue {
  return (
    useContext(SessionContext) ?? {
      session: undefined,
      signIn: (r) => writeSession(r),
      signOut: clearSession,
      isSignedIn: () => false,
      can: () => false,
    }
  );
}
