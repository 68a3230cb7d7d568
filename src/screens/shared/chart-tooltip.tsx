import type { TooltipContentProps } from 'recharts';

/** The kit's look for recharts tooltips: a small card with the series name and value. */
export function ChartTooltip(props: Partial<TooltipContentProps<number, string>>) {
  const { active, payload, label } = props;
  if (!active || !payload?.length) return null;
  const item = payload[0];
  return (
    <div className="ee:rounded-ee ee:border ee:border-[var(--ee-card-border)] ee:bg-surface ee:px-3 ee:py-2 ee:text-[13px] ee:shadow-card">
      {label !== undefined && label !== '' && (
        <div className="ee:font-medium ee:text-heading">{String(label)}</div>
      )}
      <div className="ee:text-text">
        {item.name !== undefined && label === undefined ? `${String(item.name)}: ` : ''}
        <span className="ee:font-medium ee:text-heading ee:tabular-nums">{String(item.value)}</span>
      </div>
    </div>
  );
}
