import type { ComponentProps, ReactNode } from 'react';

import { cn } from '@/lib/cn';

export type CardProps = ComponentProps<'div'>;

/** A surface for a block of content: soft shadow, or a border in the bordered skin. */
export function Card({ className, ...props }: CardProps) {
  return (
    <div
      className={cn(
        'ee:rounded-ee ee:border ee:border-[var(--ee-card-border)] ee:bg-surface ee:text-text ee:shadow-card',
        className,
      )}
      {...props}
    />
  );
}

export type CardHeaderProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** The card's heading. */
  title?: ReactNode;
  /** A muted line under the title. */
  subtitle?: ReactNode;
  /** Buttons or a menu at the end of the header. */
  actions?: ReactNode;
  /** Heading level of the title, to fit the page outline (looks the same at every level). */
  titleAs?: 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
};

/**
 * The card's top row: title and subtitle at the start, actions at the end. Where both do not
 * fit (a phone), the actions wrap under the title and wrap among themselves.
 */
export function CardHeader({
  className,
  title,
  subtitle,
  actions,
  titleAs: Heading = 'h2',
  children,
  ...props
}: CardHeaderProps) {
  return (
    <div
      className={cn(
        'ee:flex ee:flex-wrap ee:items-start ee:gap-x-4 ee:gap-y-3 ee:p-6 ee:pb-4',
        className,
      )}
      {...props}
    >
      <div className="ee:min-w-0 ee:flex-1 ee:basis-40">
        {title && (
          <Heading className="ee:m-0 ee:text-lg ee:font-medium ee:leading-snug ee:text-heading">
            {title}
          </Heading>
        )}
        {subtitle && <p className="ee:m-0 ee:mt-0.5 ee:text-[13px] ee:text-muted">{subtitle}</p>}
        {children}
      </div>
      {actions && (
        <div className="ee:-me-2 ee:-mt-1 ee:flex ee:max-w-full ee:flex-wrap ee:items-center ee:gap-1">
          {actions}
        </div>
      )}
    </div>
  );
}

export type CardContentProps = ComponentProps<'div'>;

/** The card's body. */
export function CardContent({ className, ...props }: CardContentProps) {
  return <div className={cn('ee:px-6 ee:pb-6 ee:first:pt-6', className)} {...props} />;
}

export type CardFooterProps = ComponentProps<'div'>;

/** A row of actions at the bottom of the card. */
export function CardFooter({ className, ...props }: CardFooterProps) {
  return (
    <div
      className={cn(
        'ee:flex ee:flex-wrap ee:items-center ee:gap-3 ee:px-6 ee:pb-6 ee:first:pt-6',
        className,
      )}
      {...props}
    />
  );
}
