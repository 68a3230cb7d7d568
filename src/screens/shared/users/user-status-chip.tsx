import type { UserStatus } from '@/api/types/users';
import { Chip } from '@/components/ui/chip';
import type { Tone } from '@/components/ui/tone';

import { useUserLabels } from './user-labels';

const TONES: Record<UserStatus, Tone> = {
  active: 'success',
  pending: 'warning',
  inactive: 'secondary',
};

export interface UserStatusChipProps {
  /** The account's status. */
  status: UserStatus;
}

/** A user's status as a tonal chip: active green, pending amber, inactive grey. */
export function UserStatusChip({ status }: UserStatusChipProps) {
  const labels = useUserLabels();
  return (
    <Chip color={TONES[status]} data-status={status}>
      {labels.status(status)}
    </Chip>
  );
}
