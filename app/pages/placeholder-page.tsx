import { useTranslation } from 'react-i18next';

/** A route whose screen a later issue fills: its heading and a plain note until then. */
export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation('common');
  return (
    <section className="grid gap-4">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <div className="rounded-ee-lg bg-surface p-10 text-center shadow-card">{t('states.comingSoon')}</div>
    </section>
  );
}
