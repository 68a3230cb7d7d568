import { Link } from 'react-router';

import type { DeviceListItem } from '@/api/types/devices';
import { withQuery } from '@/screens/paths';

export interface DeviceMatchListProps {
  devices: readonly Pick<DeviceListItem, 'number' | 'name'>[];
  /** Accessible name of the list. */
  'aria-label': string;
  /** The detail page the links open. */
  detailPath: string;
}

/** Devices as links to their pages: number, then name (in its own direction). */
export function DeviceMatchList({ devices, detailPath, ...props }: DeviceMatchListProps) {
  return (
    <ul
      {...props}
      className="ee:m-0 ee:flex ee:list-none ee:flex-col ee:divide-y ee:divide-line ee:rounded-ee ee:border ee:border-line ee:p-0"
    >
      {devices.map((d) => (
        <li key={d.number}>
          <Link
            to={withQuery(detailPath, { number: d.number })}
            className="ee:flex ee:items-center ee:gap-3 ee:px-4 ee:py-2.5 ee:no-underline ee:hover:bg-heading/6"
          >
            <span className="ee:font-mono ee:text-[15px] ee:font-semibold ee:text-primary-ink">
              {d.number}
            </span>
            <bdi className="ee:truncate ee:text-[15px] ee:text-heading">{d.name}</bdi>
          </Link>
        </li>
      ))}
    </ul>
  );
}
