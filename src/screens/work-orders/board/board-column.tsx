import { useState, type ReactNode } from 'react';

import type { WorkOrderStatus } from '@/api/types/work-orders';
import { toneVariants } from '@/components/ui/tone';
import { cn } from '@/lib/cn';

import { WORK_ORDER_STATUS_TONE } from '../../shared/work-order-chips';

export interface BoardColumnProps {
  status: WorkOrderStatus;
  title: string;
  count: number;
  /** A card is being dragged: whether this column would take it (null: nothing dragged). */
  accepts: boolean | null;
  /** The dragged card's drop here, when the column takes it. */
  onDrop: () => void;
  /** What the column says to a dragged card (screen readers hear it as the column's hint). */
  dropHint: string;
  empty: string;
  children: ReactNode;
}

/**
 * One state's column: its title and count, its cards; while a card is dragged it shows whether
 * it takes it (a drop on a column that does not is never sent: the browser refuses it).
 */
export function BoardColumn({
  status,
  title,
  count,
  accepts,
  onDrop,
  dropHint,
  empty,
  children,
}: BoardColumnProps) {
  const [over, setOver] = useState(false);
  return (
    <section
      aria-label={title}
      data-column={status}
      data-accepts={accepts === null ? undefined : accepts}
      onDragOver={(e) => {
        if (!accepts) return;
        // Only a column that takes the card lets it be dropped.
        e.preventDefault();
        e.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        setOver(false);
        if (!accepts) return;
        e.preventDefault();
        onDrop();
      }}
      className={cn(
        toneVariants[WORK_ORDER_STATUS_TONE[status]],
        'ee:flex ee:w-72 ee:shrink-0 ee:flex-col ee:gap-3 ee:rounded-ee-lg ee:bg-surface-2 ee:p-3 ee:transition-shadow',
        accepts === true && 'ee:shadow-[0_0_0_2px_var(--ee-tone-solid)]',
        accepts === false && 'ee:opacity-60',
        over && 'ee:bg-tone/16',
      )}
    >
      <header className="ee:flex ee:items-center ee:gap-2">
        <span aria-hidden className="ee:size-2.5 ee:rounded-full ee:bg-tone-solid" />
        <h2 className="ee:m-0 ee:text-[15px] ee:font-medium ee:text-heading">{title}</h2>
        <span className="ee:rounded-full ee:bg-surface ee:px-2 ee:text-[13px] ee:text-heading">
          {count}
        </span>
      </header>
      {accepts !== null && <p className="ee:sr-only">{dropHint}</p>}
      {count === 0 ? (
        <p className="ee:m-0 ee:py-6 ee:text-center ee:text-[13px] ee:text-heading">{empty}</p>
      ) : (
        <ul className="ee:m-0 ee:flex ee:list-none ee:flex-col ee:gap-3 ee:p-0">{children}</ul>
      )}
    </section>
  );
}
