import { Skeleton, SkeletonText } from '@/components/feedback/skeleton';

/** Rows of a round avatar and two lines, while a profile card's list loads. */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div aria-hidden className="ee:flex ee:flex-col ee:gap-4">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="ee:flex ee:items-center ee:gap-3">
          <Skeleton variant="circle" className="ee:size-9" />
          <SkeletonText lines={2} className="ee:flex-1" />
        </div>
      ))}
    </div>
  );
}
