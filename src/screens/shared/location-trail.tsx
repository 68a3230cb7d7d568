import type { DeviceListItem } from '@/api/types/devices';
import { pathTitle, TruncatedPath } from '@/components/ui/truncated-path';
import { cn } from '@/lib/cn';

import { TextLine } from './text-line';

/**
 * The names from the site down to a device's location (a backend without `locationNames` gives its
 * own name only).
 */
export function locationNamesOf(
  device: Pick<DeviceListItem, 'locationName' | 'locationNames'>,
): readonly string[] {
  return device.locationNames?.length
    ? device.locationNames
    : device.locationName
      ? [device.locationName]
      : [];
}

/**
 * The whole path as one line of text, e.g. for a CSV: "Suzhou Industrial Park Plant › 35 kV
 * Substation › Bay 1".
 */
export function locationPathText(names: readonly string[]): string {
  return names.join(' › ');
}

export interface LocationTrailProps {
  /** Names from the site down to the location. */
  names: readonly string[];
  /**
   * Leading names to leave out because the page already says them (a location page's ancestors).
   */
  skip?: number;
  className?: string;
}

/**
 * A location in a table cell or a card: its own name, and under it, smaller, the path down to it
 * from the site ("Suzhou Industrial Park Plant › 35 kV Substation › Switchgear room"), so "Bay 1"
 * of one site is never mistaken for another's. A path too long for the line gives way in the
 * middle (TruncatedPath): the site and the room the location is in stay, with more of the path on
 * a wide screen; the whole path is the tooltip, and shows whole while the row has keyboard focus.
 * Each name keeps its own direction; the chevrons turn with the page.
 */
export function LocationTrail({ names, skip = 0, className }: LocationTrailProps) {
  if (names.length === 0) return <span className="ee:text-muted">—</span>;
  const own = names[names.length - 1];
  const above = names.slice(Math.min(skip, names.length - 1), -1);
  return (
    <div
      className={cn('ee:max-w-48 ee:min-w-24 ee:xl:max-w-64', className)}
      title={pathTitle(names)}
    >
      <TextLine className="ee:text-heading">{own}</TextLine>
      {above.length > 0 && (
        <TruncatedPath
          segments={above}
          showTitle={false}
          className="ee:text-[13px] ee:text-muted"
        />
      )}
    </div>
  );
}
