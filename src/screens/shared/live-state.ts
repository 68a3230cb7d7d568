import type { LiveStatus } from '@/api/client/live';
import type { LiveIndicatorState } from '@/components/ui/live-indicator';

/**
 * The connection's status as the live indicator shows it (nobody watching yet: about to connect).
 */
export function liveIndicatorState(status: LiveStatus): LiveIndicatorState {
  return status === 'idle' ? 'connecting' : status;
}
