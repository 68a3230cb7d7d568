import { Skeleton, SkeletonText } from '@/components/feedback/skeleton';
import { pageVariants } from '@/components/layout/page';
import { Card } from '@/components/ui/card';
import { deviceDetailNs } from '@/i18n/ns/deviceDetail';
import { useKitTranslation } from '@/i18n/use-kit-translation';

/** The device page while the device loads: its header, tabs and two cards, drawn as skeletons. */
export function DeviceDetailLoading() {
  const { t } = useKitTranslation(deviceDetailNs);
  // A section (a named region, busy), with the page's own padding and gap.
  return (
    <section className={pageVariants()} aria-busy="true" aria-label={t('loading')}>
      <Card className="ee:flex ee:gap-6 ee:p-6">
        <div className="ee:flex ee:flex-1 ee:flex-col ee:gap-4">
          <Skeleton className="ee:h-7 ee:w-48" />
          <Skeleton className="ee:h-6 ee:w-2/3" />
          <Skeleton className="ee:w-1/2" />
          <div className="ee:flex ee:gap-2">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="ee:h-[30px] ee:w-28" />
            ))}
          </div>
        </div>
        <Skeleton className="ee:size-32 ee:rounded-ee" />
      </Card>
      <Skeleton className="ee:h-11 ee:w-full" />
      <div className="ee:grid ee:grid-cols-1 ee:gap-6 ee:lg:grid-cols-2">
        <Card className="ee:p-6">
          <SkeletonText lines={6} />
        </Card>
        <Card className="ee:p-6">
          <SkeletonText lines={6} />
        </Card>
      </div>
    </section>
  );
}
