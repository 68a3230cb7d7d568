import { commonNs } from '@/i18n/ns/common';
import { shellNs } from '@/i18n/ns/shell';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { pageTitle } from '../page-title';
import type { TitleKey } from '../route-meta';

/**
 * A route whose screen a later issue fills: its heading (the navigation's name of it) and a plain
 * note until then.
 */
export function PlaceholderPage({ title }: { title: readonly TitleKey[] }) {
  const { t } = useKitTranslation(commonNs);
  const { t: shellT } = useKitTranslation(shellNs);
  return (
    <section className="ee:grid ee:gap-4">
      <h1 className="ee:text-2xl ee:font-semibold">{pageTitle(title, shellT)}</h1>
      <div className="ee:rounded-ee-lg ee:bg-surface ee:p-10 ee:text-center ee:shadow-card">
        {t('states.comingSoon')}
      </div>
    </section>
  );
}
