import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

export type TextLineProps = ComponentProps<'div'> & {
  /** One line cut with an ellipsis at the text's own end (give the whole text as `title`). */
  truncate?: boolean;
};

/**
 * A line of text a person typed (a name, an address), on its own line: it takes its direction
 * from its first letter (`dir="auto"`, so an English name keeps its order in an Arabic page and
 * is cut at its own end) but is aligned by the page's direction, so it does not sit
 * left-aligned in a right-to-left cell. (`text-align: match-parent` would say this, but
 * Chromium aligns such a line by its own direction.)
 */
export function TextLine({ truncate = false, className, ...props }: TextLineProps) {
  return (
    <div
      dir="auto"
      className={cn(
        'ee:text-left ee:[[dir=rtl]_&]:text-right',
        truncate && 'ee:truncate',
        className,
      )}
      {...props}
    />
  );
}
