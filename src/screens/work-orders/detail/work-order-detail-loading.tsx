import { Skeleton, SkeletonText } from '@/components/feedback/skeleton';
import { pageVariants } from '@/components/layout/page';
import { Card } from '@/components/ui/card';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';

/** The order page while the order loads: its header, tabs and side cards as skeletons. */
export function WorkOrderDetailLoading() {
  const { t } = useKitTranslation(workOrdersNs);
  return (
    <section className={pageVariants()} aria-busy="true" aria-label={t('detail.loading')}>
      <Card className="ee:flex ee:flex-col ee:gap-4 ee:p-6">
        <div className="ee:flex ee:gap-2">
          <Skeleton className="ee:h-8 ee:w-40" />
          <Skeleton className="ee:h-8 ee:w-24" />
          <Skeleton className="ee:h-8 ee:w-20" />
        </div>
        <Skeleton className="ee:h-7 ee:w-2/3" />
        <Skeleton className="ee:w-1/2" />
        <div className="ee:flex ee:gap-2">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="ee:h-[38px] ee:w-28" />
          ))}
        </div>
      </Card>
      <div className="ee:grid ee:gap-6 ee:lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Card className="ee:p-6">
          <SkeletonText lines={8} />
        </Card>
        <Card className="ee:p-6">
          <SkeletonText lines={5} />
        </Card>
      </div>
    </section>
  );
}
