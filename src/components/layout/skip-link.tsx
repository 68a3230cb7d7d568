import { shellNs } from '@/i18n/ns/shell';
import { useKitTranslation } from '@/i18n/use-kit-translation';

/**
 * "Skip to content": the shell's first tab stop, shown when focused, to the page's main landmark.
 */
export function SkipLink() {
  const { t } = useKitTranslation(shellNs);
  return (
    <a
      href="#main-content"
      className="ee:sr-only ee:z-[70] ee:rounded-ee ee:bg-surface ee:px-4 ee:py-2 ee:text-primary-ink ee:focus:not-sr-only ee:focus:fixed ee:focus:start-4 ee:focus:top-4"
    >
      {t('skipToContent')}
    </a>
  );
}
