import { useSession } from '@/auth/session-context';
import { MAINTENANCE_PLAN_SUBJECT } from '@/auth/subjects';

/**
 * Whether the signed-in user manages maintenance plans (the admin); the technician and the client
 * read them, and are offered no write button. The API is still the judge.
 */
export function usePlansManager(): boolean {
  return useSession().can('create', MAINTENANCE_PLAN_SUBJECT);
}

/** Whether the signed-in user may read maintenance plans at all (a host's role may not). */
export function usePlansReader(): boolean {
  return useSession().can('read', MAINTENANCE_PLAN_SUBJECT);
}
