import { Skeleton } from '../feedback/skeleton';

/** What stands for the cards while their code loads (a phone's first list): three card shapes. */
export function DataTableCardsFallback() {
  return (
    <div aria-hidden className="ee:flex ee:flex-col">
      {[0, 1, 2].map((i) => (
        <div
          key={i}
          className="ee:flex ee:flex-col ee:gap-2.5 ee:border-t ee:border-line ee:px-5 ee:py-4"
        >
          <Skeleton className="ee:h-4 ee:w-2/5" />
          <Skeleton className="ee:h-3.5 ee:w-3/5" />
          <Skeleton className="ee:h-3.5 ee:w-4/5" />
        </div>
      ))}
    </div>
  );
}
