/** How many rows a filter's choice matches, at the end of its line (nothing when not known). */
export function ChoiceCount({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return (
    <span className="ee:ms-auto ee:ps-3 ee:text-[13px] ee:text-muted ee:tabular-nums">{count}</span>
  );
}
