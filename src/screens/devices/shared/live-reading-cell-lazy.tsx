import { lazy, Suspense, type ComponentProps } from 'react';

// The live column is off until turned on: its code loads then, not with the register.
const LiveReadingCell = lazy(() =>
  import('./live-reading-cell').then((m) => ({ default: m.LiveReadingCell })),
);

/** The live column's cell, loaded the first time the column shows (a dot until then). */
export function LiveReadingCellLazy(props: ComponentProps<typeof LiveReadingCell>) {
  return (
    <Suspense fallback={<span className="ee:text-muted">…</span>}>
      <LiveReadingCell {...props} />
    </Suspense>
  );
}
