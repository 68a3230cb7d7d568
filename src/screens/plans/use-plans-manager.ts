import { useSession } from '@/auth/session-context';
import { MAINTENANCE_PLAN_SUBJECT } from '@/auth/subjects';

/**
 * Whether the signed-in user manages maintenance plans (the admin); the technician and the client
 * read them, and are offered no write button. The API is still the judge.
 */
export function usePlansManager(): boolean {
  return useSession().can('create', MAINTENANCE_PLAN_SUBJECT);
}
