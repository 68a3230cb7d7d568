import { EmptyState } from '@/components/feedback/empty-state';
import { Skeleton } from '@/components/feedback/skeleton';
import { SearchInput } from '@/components/filter/search-input';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { deviceDetailNs } from '@/i18n/ns/deviceDetail';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { LocationTree } from './location-tree';
import type { DeviceLocationController } from './use-device-location';

export interface LocationTreeCardProps {
  controller: DeviceLocationController;
}

/**
 * The location page's tree card: its count, the search, and the tree (or its loading or empty
 * state).
 */
export function LocationTreeCard({ controller }: LocationTreeCardProps) {
  const { t } = useKitTranslation(deviceDetailNs);
  const { treeQuery, tree } = controller;
  return (
    <Card className="ee:flex ee:flex-col ee:lg:sticky ee:lg:top-6">
      <CardHeader
        title={t('location.treeTitle')}
        subtitle={
          treeQuery.data ? t('location.treeCount', { count: treeQuery.data.total }) : undefined
        }
      />
      <CardContent className="ee:flex ee:flex-col ee:gap-3">
        <SearchInput
          value={controller.search}
          onChange={controller.setSearch}
          delay={200}
          aria-label={t('location.searchLabel')}
          placeholder={t('location.searchPlaceholder')}
        />
        {treeQuery.isPending ? (
          <div
            role="status"
            aria-busy="true"
            aria-label={t('location.loading')}
            className="ee:flex ee:flex-col ee:gap-3 ee:py-1"
          >
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} className={i % 3 === 0 ? 'ee:w-3/4' : 'ee:ms-6 ee:w-2/3'} />
            ))}
          </div>
        ) : tree.length === 0 ? (
          <EmptyState
            className="ee:px-2 ee:py-6"
            title={t('location.emptyTitle')}
            description={t('location.emptyHint')}
          />
        ) : (
          <LocationTree
            tree={tree}
            selectedId={controller.selectedId}
            onSelect={controller.select}
            expanded={controller.expanded}
            onExpandedChange={controller.setExpanded}
            query={controller.search}
            aria-label={t('location.treeLabel')}
            noMatches={t('location.noMatches')}
            countLabel={(count) => t('location.deviceCount', { count })}
          />
        )}
      </CardContent>
    </Card>
  );
}
