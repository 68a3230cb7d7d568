import { IconAlertTriangle, IconX } from '@tabler/icons-react';

import { IconButton } from '@/components/ui/icon-button';
import { calendarNs } from '@/i18n/ns/calendar';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { isolate } from '../shared/bidi';
import type { MoveError } from './use-calendar-screen';

export interface CalendarMoveErrorProps {
  error: MoveError;
  onDismiss: () => void;
}

/** Says which event went back where it was, and why the API refused the move. */
export function CalendarMoveError({ error, onDismiss }: CalendarMoveErrorProps) {
  const { t } = useKitTranslation(calendarNs);
  return (
    <div
      role="alert"
      className="ee:tone-error ee:flex ee:items-start ee:gap-3 ee:rounded-ee ee:bg-tone/12 ee:px-4 ee:py-3 ee:text-[15px] ee:text-tone-ink"
    >
      <IconAlertTriangle aria-hidden size={20} className="ee:mt-0.5 ee:shrink-0" />
      <p className="ee:m-0 ee:flex-1">
        {isolate((v) => t('moveFailed', { title: v.title, reason: error.reason }), {
          title: error.title,
        })}
      </p>
      <IconButton
        size="sm"
        color="error"
        aria-label={t('dismiss')}
        onClick={onDismiss}
        className="ee:-my-1"
      >
        <IconX aria-hidden />
      </IconButton>
    </div>
  );
}
