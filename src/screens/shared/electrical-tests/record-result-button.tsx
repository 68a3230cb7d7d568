import { IconClipboardPlus } from '@tabler/icons-react';

import { Button } from '@/components/ui/button';

import { useTestText } from './use-test-text';

/** "Record a result": a card's action, a 44 px target on a phone (the page's main action there). */
export function RecordResultButton({ onClick }: { onClick: () => void }) {
  const { t } = useTestText();
  return (
    <Button
      size="sm"
      className="ee:max-sm:h-[44px]"
      startIcon={<IconClipboardPlus aria-hidden size={16} />}
      onClick={onClick}
    >
      {t('record.open')}
    </Button>
  );
}
