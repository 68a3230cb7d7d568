import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';

import type { TestVerdict } from '@/api/contract/electrical-tests-values';
import { Chip, type ChipProps } from '@/components/ui/chip';
import type { Tone } from '@/components/ui/tone';

export const VERDICT_TONE: Record<TestVerdict, Tone> = {
  pass: 'success',
  flag: 'warning',
  fail: 'error',
};

const VERDICT_ICON = { pass: IconCircleCheck, flag: IconAlertTriangle, fail: IconCircleX };

/** A verdict as a chip (hook-free: a table translates once), its icon saying it without colour. */
export function VerdictChip({
  verdict,
  label,
  ...props
}: Omit<ChipProps, 'color' | 'children'> & { verdict: TestVerdict; label: string }) {
  const Icon = VERDICT_ICON[verdict];
  return (
    <Chip
      color={VERDICT_TONE[verdict]}
      variant="tonal"
      data-verdict={verdict}
      icon={<Icon aria-hidden size={14} />}
      {...props}
    >
      {label}
    </Chip>
  );
}
