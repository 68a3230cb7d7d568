import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Skeleton } from '@/components/feedback/skeleton';
import { StatCard, StatCardGrid } from '@/components/ui/stat-card';
import type { Tone } from '@/components/ui/tone';

/** One figure of a screen's stat row. */
export interface StatItem {
  key: string;
  label: string;
  /** The formatted figure; undefined while loading. */
  value: string | undefined;
  hint?: string;
  icon: ReactNode;
  color: Tone;
  /** Makes the card a link (e.g. to the register filtered by what it counts). */
  to?: string;
}

export interface StatCardsProps {
  items: readonly StatItem[];
  /** Shows skeletons instead of figures. */
  loading?: boolean;
}

/** The kit's stat cards above a screen's table, with skeletons while loading and optional links. */
export function StatCards({ items, loading = false }: StatCardsProps) {
  return (
    <StatCardGrid columns={4}>
      {items.map((item) => {
        const pending = loading || item.value === undefined;
        const card = (
          <StatCard
            data-stat={item.key}
            className="ee:h-full"
            label={item.label}
            value={
              pending ? (
                <Skeleton className="ee:inline-block ee:h-6 ee:w-16 ee:align-middle" />
              ) : (
                item.value
              )
            }
            subtitle={
              pending ? <Skeleton className="ee:inline-block ee:w-24 ee:align-middle" /> : item.hint
            }
            icon={item.icon}
            color={item.color}
          />
        );
        return item.to ? (
          <Link
            key={item.key}
            to={item.to}
            className="ee:block ee:rounded-ee ee:outline-offset-2 ee:transition-transform ee:hover:-translate-y-0.5 ee:motion-reduce:transition-none"
          >
            {card}
          </Link>
        ) : (
          <div key={item.key}>{card}</div>
        );
      })}
    </StatCardGrid>
  );
}
