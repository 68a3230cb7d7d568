export { can } from './ability';
export {
  readSession,
  writeSession,
  clearSession,
  hasSessionToken,
  SESSION_KEYS,
  type Session,
} from './session';
export {
  SessionProvider,
  useSession,
  endSession,
  SESSION_CHANNEL,
  type SessionProviderProps,
} from './session-context';
export { sessionFromOpenTabs } from './session-handover';
