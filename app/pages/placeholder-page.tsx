import { useKitTranslation } from '../../src/i18n/use-kit-translation';
import { commonNs } from '../../src/i18n/ns/common';

/** A route whose screen a later issue fills: its heading and a plain note until then. */
export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useKitTranslation(commonNs);
  return (
    <section className="ee:grid ee:gap-4">
      <h1 className="ee:text-2xl ee:font-semibold">{title}</h1>
      <div className="ee:rounded-ee-lg ee:bg-surface ee:p-10 ee:text-center ee:shadow-card">{t('states.comingSoon')}</div>
    </section>
  );
}
