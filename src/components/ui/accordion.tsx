import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentProps, ReactNode } from 'react';

import { cx } from '@/lib/cx';

import { useDocumentDirection } from './use-document-direction';

export type AccordionProps = ComponentProps<typeof AccordionPrimitive.Root>;

/**
 * Sections that open and close: `type="single"` (one open at a time; `collapsible` lets it
 * close too) or `type="multiple"`. Keyboard: Tab between headers, Space/Enter toggles,
 * arrows move between headers (Radix), in the page's direction.
 */
export function Accordion({ className, dir, ...props }: AccordionProps) {
  const documentDir = useDocumentDirection();
  return (
    <AccordionPrimitive.Root
      dir={dir ?? documentDir}
      className={cx('ee:flex ee:flex-col ee:gap-3', className)}
      {...(props as ComponentProps<typeof AccordionPrimitive.Root>)}
    />
  );
}

export type AccordionItemProps = ComponentProps<typeof AccordionPrimitive.Item>;

/** One section: a card that lifts (deeper shadow) while open; its title turns primary. */
export function AccordionItem({ className, ...props }: AccordionItemProps) {
  return (
    <AccordionPrimitive.Item
      className={cx(
        'ee:group/accordion ee:overflow-hidden ee:rounded-ee ee:border ee:border-[var(--ee-card-border)] ee:bg-surface ee:text-text ee:shadow-soft ee:transition-shadow ee:duration-200 ee:motion-reduce:transition-none',
        'ee:data-[state=open]:shadow-card ee:data-[disabled]:opacity-60',
        className,
      )}
      {...props}
    />
  );
}

export type AccordionTriggerProps = ComponentProps<typeof AccordionPrimitive.Trigger> & {
  /** Icon or avatar before the title. */
  icon?: ReactNode;
  /** Content at the end, before the chevron (a count, a chip). */
  end?: ReactNode;
  /** Heading level of the header, to fit the page outline (looks the same at every level). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
};

/**
 * The header button of a section. Its chevron points to the end of the line while closed
 * (right in ltr, left in rtl) and down while open.
 */
export function AccordionTrigger({
  className,
  icon,
  end,
  headingLevel = 3,
  children,
  ...props
}: AccordionTriggerProps) {
  const dir = useDocumentDirection();
  const Heading = `h${headingLevel}` as const;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="ee:m-0 ee:flex ee:text-[15px] ee:font-medium">
        <AccordionPrimitive.Trigger
          className={cx(
            'ee:group/trigger ee:flex ee:min-h-12 ee:w-full ee:min-w-0 ee:cursor-pointer ee:items-center ee:gap-3 ee:bg-transparent ee:px-5 ee:py-3 ee:text-start ee:text-heading ee:transition-colors',
            'ee:hover:text-primary-ink ee:focus-visible:outline-2 ee:focus-visible:-outline-offset-2 ee:focus-visible:outline-primary ee:data-[state=open]:text-primary-ink ee:disabled:cursor-not-allowed',
            className,
          )}
          {...props}
        >
          {icon && (
            <span aria-hidden className="ee:inline-flex ee:shrink-0 ee:[&_svg]:size-5">
              {icon}
            </span>
          )}
          <span className="ee:min-w-0 ee:flex-1">{children}</span>
          {end && (
            <span className="ee:inline-flex ee:shrink-0 ee:items-center ee:gap-2">{end}</span>
          )}
          <IconChevronDown
            aria-hidden
            size={20}
            className={cx(
              'ee:shrink-0 ee:text-muted ee:transition-transform ee:duration-200 ee:motion-reduce:transition-none ee:group-data-[state=open]/trigger:rotate-0 ee:group-data-[state=open]/trigger:text-primary-ink',
              dir === 'rtl' ? 'ee:rotate-90' : 'ee:-rotate-90',
            )}
          />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

export type AccordionContentProps = ComponentProps<typeof AccordionPrimitive.Content>;

/** The body of a section, shown while it is open. */
export function AccordionContent({ className, children, ...props }: AccordionContentProps) {
  return (
    <AccordionPrimitive.Content className="ee:overflow-hidden" {...props}>
      <div className={cx('ee:px-5 ee:pb-5 ee:text-[15px] ee:leading-relaxed', className)}>
        {children}
      </div>
    </AccordionPrimitive.Content>
  );
}
