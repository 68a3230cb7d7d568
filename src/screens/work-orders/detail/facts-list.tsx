import type { ReactNode } from 'react';

/** Terms and their values, one row each (the side cards' figures). */
export function FactsList({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className="ee:m-0 ee:flex ee:flex-col ee:gap-3">
      {rows.map(([term, value]) => (
        <div key={term} className="ee:flex ee:items-baseline ee:justify-between ee:gap-4">
          <dt className="ee:text-muted">{term}</dt>
          <dd className="ee:m-0 ee:text-end ee:font-medium ee:text-heading">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
