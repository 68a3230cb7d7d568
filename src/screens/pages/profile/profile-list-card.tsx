import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Card, CardContent, CardHeader } from '@/components/ui/card';

import { ListSkeleton } from './list-skeleton';

export interface ProfileListCardProps {
  title: string;
  /** The header's link to the tab that lists them all. */
  viewAll: { to: string; label: string };
  /** Skeleton rows instead of the list. */
  loading: boolean;
  /** The list's items (`<li>`s). */
  children: ReactNode;
}

/** A card of the About tab that lists a few people or teams, with "View all" to their tab. */
export function ProfileListCard({ title, viewAll, loading, children }: ProfileListCardProps) {
  return (
    <Card>
      <CardHeader
        title={title}
        actions={
          <Link
            to={viewAll.to}
            className="ee:tap-target ee:text-[13px] ee:font-medium ee:text-primary-ink ee:no-underline ee:hover:underline ee:px-2"
          >
            {viewAll.label}
          </Link>
        }
      />
      <CardContent>
        {loading ? (
          <ListSkeleton />
        ) : (
          <ul className="ee:m-0 ee:flex ee:list-none ee:flex-col ee:gap-4 ee:p-0">{children}</ul>
        )}
      </CardContent>
    </Card>
  );
}
