import { IconArrowsDiagonal, IconX } from '@tabler/icons-react';

import { IconButton } from '@/components/ui/icon-button';
import { emailNs } from '@/i18n/ns/email';
import { useKitTranslation } from '@/i18n/use-kit-translation';

export interface EmailComposeMinimisedBarProps {
  /** The dialog's title ("New message", "Reply"). */
  title: string;
  subject: string | undefined;
  onRestore: () => void;
  onClose: () => void;
}

/** A minimised message: a bar at the bottom corner with its subject, to restore or close it. */
export function EmailComposeMinimisedBar({
  title,
  subject,
  onRestore,
  onClose,
}: EmailComposeMinimisedBarProps) {
  const { t } = useKitTranslation(emailNs);
  return (
    <section
      aria-label={t('compose.minimisedLabel')}
      className="ee:fixed ee:bottom-4 ee:end-4 ee:z-40 ee:flex ee:w-[min(22rem,calc(100vw-2rem))] ee:items-center ee:gap-2 ee:rounded-ee ee:bg-surface ee:py-2 ee:ps-4 ee:pe-2 ee:shadow-card ee:ring-1 ee:ring-[var(--ee-card-border)]"
    >
      <div className="ee:min-w-0 ee:flex-1">
        <p className="ee:m-0 ee:text-[13px] ee:text-muted">{title}</p>
        <p dir="auto" className="ee:m-0 ee:truncate ee:text-[15px] ee:font-medium ee:text-heading">
          {subject || t('list.noSubject')}
        </p>
      </div>
      <IconButton size="sm" aria-label={t('compose.restore')} onClick={onRestore}>
        <IconArrowsDiagonal aria-hidden />
      </IconButton>
      <IconButton size="sm" aria-label={t('compose.close')} onClick={onClose}>
        <IconX aria-hidden />
      </IconButton>
    </section>
  );
}
