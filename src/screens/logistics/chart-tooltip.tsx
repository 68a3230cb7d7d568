import type { TooltipContentProps } from 'recharts';

/** The logistics charts' tooltip: the month, then each series with its colour and value. */
export function SeriesTooltip({
  active,
  payload,
  label,
  format,
}: Partial<TooltipContentProps<number, string>> & { format: (value: number) => string }) {
  if (!active || !payload?.length) return null;
  // The row's own month name when it has one (the running month says "so far"), else the axis's.
  const title = (payload[0]?.payload as { month?: string } | undefined)?.month ?? label;
  return (
    <div className="ee:rounded-ee ee:border ee:border-[var(--ee-card-border)] ee:bg-surface ee:px-3 ee:py-2 ee:text-[13px] ee:shadow-card">
      <div className="ee:mb-1 ee:font-medium ee:text-heading">{String(title)}</div>
      {payload.map((item) => (
        <div key={String(item.dataKey)} className="ee:flex ee:items-center ee:gap-2 ee:text-text">
          <span
            aria-hidden
            className="ee:size-2 ee:rounded-full"
            style={{ background: item.color }}
          />
          {item.name}:{' '}
          <span className="ee:font-medium ee:tabular-nums ee:text-heading">
            {format(Number(item.value))}
          </span>
        </div>
      ))}
    </div>
  );
}
