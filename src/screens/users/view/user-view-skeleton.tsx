import { Skeleton, SkeletonText } from '@/components/feedback/skeleton';
import { Card } from '@/components/ui/card';
import { usersNs } from '@/i18n/ns/users';
import { useKitTranslation } from '@/i18n/use-kit-translation';

/** The user's page while it loads: the bio and plan cards, the tabs and a card, as placeholders. */
export function UserViewSkeleton() {
  const { t } = useKitTranslation(usersNs);
  return (
    <section
      className="ee:grid ee:gap-6 ee:p-4 ee:sm:p-6 ee:lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]"
      aria-busy="true"
      aria-label={t('view.title')}
    >
      <div className="ee:flex ee:flex-col ee:gap-6">
        <Card className="ee:flex ee:flex-col ee:items-center ee:gap-4 ee:p-6">
          <Skeleton className="ee:size-24 ee:rounded-ee" />
          <Skeleton className="ee:h-6 ee:w-40" />
          <Skeleton className="ee:h-6 ee:w-20" />
          <SkeletonText lines={7} className="ee:w-full" />
        </Card>
        <Card className="ee:p-6">
          <SkeletonText lines={5} />
        </Card>
      </div>
      <div className="ee:flex ee:flex-col ee:gap-6">
        <Skeleton className="ee:h-11 ee:w-full" />
        <Card className="ee:p-6">
          <SkeletonText lines={8} />
        </Card>
      </div>
    </section>
  );
}
