import type { TooltipContentProps } from 'recharts';

/** The kit's look for recharts tooltips: a small card with the series name and value. */
export function ChartTooltip(props: Partial<TooltipContentProps<number, string>>) {
  const { active, payload, label } = props;
  if (!active || !payload?.length) return null;
  const item = payload[0];
  return (
    <div className="rounded-ee border border-[var(--ee-card-border)] bg-surface px-3 py-2 text-[13px] shadow-card">
      {label !== undefined && label !== '' && <div className="font-medium text-heading">{String(label)}</div>}
      <div className="text-text">
        {item.name !== undefined && label === undefined ? `${String(item.name)}: ` : ''}
        <span className="font-medium text-heading tabular-nums">{String(item.value)}</span>
      </div>
    </div>
  );
}
