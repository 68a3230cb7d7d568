import { IconSettings } from '@tabler/icons-react';

import { shellNs } from '@/i18n/ns/shell';
import { useKitTranslation } from '@/i18n/use-kit-translation';

export interface CustomizerTriggerProps {
  /** Opens the customizer. */
  onClick: () => void;
}

/**
 * The gear tab at the page's end edge that opens the customizer. Its own piece, so an app can
 * show it while the customizer's drawer itself loads only when first opened.
 */
export function CustomizerTrigger({ onClick }: CustomizerTriggerProps) {
  const { t } = useKitTranslation(shellNs);
  return (
    <button
      type="button"
      aria-label={t('customizer.open')}
      onClick={onClick}
      className="ee:fixed ee:end-0 ee:top-1/2 ee:z-40 ee:inline-flex ee:size-[38px] ee:-translate-y-1/2 ee:cursor-pointer ee:items-center ee:justify-center ee:rounded-s-ee ee:bg-primary-solid ee:text-white ee:shadow-card"
    >
      <IconSettings aria-hidden className="ee:size-[22px]" />
    </button>
  );
}
