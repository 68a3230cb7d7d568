import { IconChevronLeft } from '@tabler/icons-react';

import { IconButton } from '@/components/ui/icon-button';
import { Tooltip } from '@/components/ui/tooltip';
import { emailNs } from '@/i18n/ns/email';
import { useKitTranslation } from '@/i18n/use-kit-translation';

/** Back from the reading pane to the list, where the panes do not fit side by side. */
export function EmailReaderBack({ onBack }: { onBack: () => void }) {
  const { t } = useKitTranslation(emailNs);
  return (
    <Tooltip content={t('reader.back')}>
      <IconButton
        size="sm"
        aria-label={t('reader.back')}
        onClick={onBack}
        className="ee:-ms-1 ee:@5xl:hidden"
      >
        <IconChevronLeft aria-hidden className="ee:rtl:-scale-x-100" />
      </IconButton>
    </Tooltip>
  );
}
