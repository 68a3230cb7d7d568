import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatCard, StatCardGrid } from '../../../components/ui/stat-card';
import { Skeleton } from '../../../components/feedback/skeleton';
import type { Tone } from '../../../components/ui/tone';

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
            className="h-full"
            label={item.label}
            value={pending ? <Skeleton className="inline-block h-6 w-16 align-middle" /> : item.value}
            subtitle={pending ? <Skeleton className="inline-block w-24 align-middle" /> : item.hint}
            icon={item.icon}
            color={item.color}
          />
        );
        return item.to ? (
          <Link key={item.key} to={item.to} className="block rounded-ee outline-offset-2 transition-transform hover:-translate-y-0.5 motion-reduce:transition-none">
            {card}
          </Link>
        ) : (
          <div key={item.key}>{card}</div>
        );
      })}
    </StatCardGrid>
  );
}
