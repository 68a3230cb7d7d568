import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { AbilityRule, LoginResponse } from '../api/types/auth';
import { can as canWith } from './ability';
import { clearSession, readSession, writeSession, type Session } from './session';

interface SessionContextValue {
  session: Session | undefined;
  /** Stores a login answer and makes it the current session. */
  signIn: (response: LoginResponse) => Session;
  /** Clears token, user and abilities. */
  signOut: () => void;
  /** Ability check against the current session's rules. */
  can: (action: AbilityRule['action'], subject: string) => boolean;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export interface SessionProviderProps {
  /** A fixed session (stories); by default the one in sessionStorage. */
  initialSession?: Session;
  children: ReactNode;
}

/** Holds the logged-in user and their abilities for the navigation, guard and user menu. */
export function SessionProvider({ initialSession, children }: SessionProviderProps) {
  const [session, setSession] = useState<Session | undefined>(() => initialSession ?? readSession());
  const signIn = useCallback((response: LoginResponse) => {
    const next = writeSession(response);
    setSession(next);
    return next;
  }, []);
  const signOut = useCallback(() => {
    clearSession();
    setSession(undefined);
  }, []);
  const value = useMemo<SessionContextValue>(
    () => ({ session, signIn, signOut, can: (action, subject) => canWith(session?.abilityRules ?? [], action, subject) }),
    [session, signIn, signOut],
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
      can: () => false,
    }
  );
}
