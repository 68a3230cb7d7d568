import { Skeleton, SkeletonText } from '@/components/feedback/skeleton';
import { Page } from '@/components/layout/page';
import { Card } from '@/components/ui/card';
import { invoiceNs } from '@/i18n/ns/invoice';
import { useKitTranslation } from '@/i18n/use-kit-translation';

/**
 * The invoice preview while its invoice loads: the document and the actions, drawn as placeholders.
 */
export function InvoicePreviewSkeleton({ id }: { id: number }) {
  const { t } = useKitTranslation(invoiceNs);
  return (
    <Page layout="grid" className="ee:lg:grid-cols-[minmax(0,1fr)_300px]" aria-busy="true">
      <h1 className="ee:sr-only">{t('document.title', { id })}</h1>
      <Card className="ee:flex ee:flex-col ee:gap-6 ee:p-8">
        <Skeleton className="ee:h-28 ee:w-full" />
        <SkeletonText lines={4} />
        <Skeleton className="ee:h-40 ee:w-full" />
      </Card>
      <Card className="ee:flex ee:flex-col ee:gap-3 ee:p-6">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="ee:h-[38px] ee:w-full" />
        ))}
      </Card>
    </Page>
  );
}
