import { IconAlertCircle, IconCheck, IconChecks, IconClock } from '@tabler/icons-react';

import { chatNs } from '@/i18n/ns/chat';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';

import type { DayMessage } from './chat-days';

export interface MessageTicksProps {
  /** Where the message is: on its way, refused, or sent, delivered, seen. */
  state: DayMessage['state'];
  /** Classes of the wrapper. */
  className?: string;
}

const ICONS = {
  sending: IconClock,
  sent: IconCheck,
  delivered: IconChecks,
  seen: IconChecks,
  failed: IconAlertCircle,
} as const;

/**
 * A sent message's ticks: a clock while it is sent, one tick when the API stored it, two when
 * delivered, two in green when seen; the state is also said in words (screen readers, tests).
 */
export function MessageTicks({ state, className }: MessageTicksProps) {
  const { t } = useKitTranslation(chatNs);
  const Icon = ICONS[state];
  return (
    <span
      data-tick={state}
      className={cn(
        'ee:inline-flex ee:items-center ee:gap-1',
        state === 'seen'
          ? 'ee:text-[var(--ee-success-ink)]'
          : state === 'failed'
            ? 'ee:text-[var(--ee-error-ink)]'
            : 'ee:text-muted',
        className,
      )}
    >
      <Icon aria-hidden size={16} stroke={2} />
      <span className={state === 'failed' ? undefined : 'ee:sr-only'}>{t(`tick.${state}`)}</span>
    </span>
  );
}
