import { IconArrowRight, IconClock, IconFileText } from '@tabler/icons-react';
import { Command } from 'cmdk';
import type { ReactNode } from 'react';

import { shellNs } from '@/i18n/ns/shell';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';

import { ErrorBoundary } from '../feedback/error-boundary';
import type { SearchResultGroup, SearchResultItem } from './search-types';
import { paletteValue } from './use-palette-selection';

export interface SearchDialogGroupProps {
  group: SearchResultGroup;
  /** The list shown: a group that failed to draw tries again when it changes. */
  signature: string;
  renderIcon?: (icon: string | undefined, item: SearchResultItem) => ReactNode;
  onChoose: (item: SearchResultItem) => void;
}

const itemClass =
  'ee:group ee:flex ee:cursor-pointer ee:items-center ee:gap-3 ee:rounded-ee ee:px-3 ee:py-2.5 ee:text-[15px] ee:text-heading ee:data-[selected=true]:bg-primary/16 ee:data-[selected=true]:text-primary-ink';

/**
 * One titled group of the palette's results (or recent choices, with a clock), with its "see
 * all" last. A group that cannot be drawn says so; the other groups stay.
 */
export function SearchDialogGroup({
  group,
  signature,
  renderIcon,
  onChoose,
}: SearchDialogGroupProps) {
  const { t } = useKitTranslation(shellNs);
  const icon = (item: SearchResultItem) =>
    group.category === 'recent' ? (
      <IconClock aria-hidden className="ee:size-5" />
    ) : (
      (renderIcon?.(item.icon, item) ?? <IconFileText aria-hidden className="ee:size-5" />)
    );
  return (
    <ErrorBoundary
      resetKeys={[signature]}
      fallback={
        <Command.Item
          disabled
          value={`__failed-${group.category ?? group.title}`}
          className="ee:px-3 ee:py-2.5 ee:text-[15px] ee:text-muted"
        >
          {t('search.groupFailed')}
        </Command.Item>
      }
    >
      <Command.Group heading={group.title}>
        {group.children.map((item) => (
          <Command.Item
            key={`${group.title}-${item.url}`}
            value={paletteValue(group, item)}
            onSelect={() => onChoose(item)}
            // The name read out joins both parts as shown (whitespace between elements is not kept
            // by every reader).
            aria-label={item.subtitle ? `${item.title} · ${item.subtitle}` : undefined}
            className={itemClass}
          >
            {icon(item)}
            {/* Titles and names are data (device numbers, names): isolated, they keep their own direction in rtl. */}
            <span className="ee:min-w-0 ee:flex-1 ee:truncate">
              <bdi>{item.title}</bdi>
              {item.subtitle && (
                <span className="ee:text-muted ee:group-data-[selected=true]:text-primary-ink">
                  {' · '}
                  <bdi>{item.subtitle}</bdi>
                </span>
              )}
            </span>
            {item.shortcut && (
              <kbd
                aria-hidden
                className="ee:shrink-0 ee:rounded-[4px] ee:border ee:border-line ee:px-1.5 ee:text-[12px] ee:text-muted ee:group-data-[selected=true]:text-primary-ink"
              >
                {item.shortcut}
              </kbd>
            )}
          </Command.Item>
        ))}
        {group.more && (
          <Command.Item
            key={`${group.title}-more`}
            value={paletteValue(group, group.more)}
            onSelect={() => onChoose(group.more!)}
            className={cn(itemClass, 'ee:font-medium ee:text-primary-ink')}
          >
            <IconArrowRight aria-hidden className="ee:size-5 ee:rtl:-scale-x-100" />
            <span className="ee:truncate">{group.more.title}</span>
          </Command.Item>
        )}
      </Command.Group>
    </ErrorBoundary>
  );
}
