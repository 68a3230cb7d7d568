import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type CardProps = ComponentProps<'div'>;

/** A surface for a block of content: soft shadow, or a border in the bordered skin. */
export function Card({ className, ...props }: CardProps) {
  return <div className={cn('rounded-ee border border-[var(--ee-card-border)] bg-surface text-text shadow-card', className)} {...props} />;
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

/** The card's top row: title and subtitle at the start, actions at the end. */
export function CardHeader({ className, title, subtitle, actions, titleAs: Heading = 'h2', children, ...props }: CardHeaderProps) {
  return (
    <div className={cn('flex items-start gap-4 p-6 pb-4', className)} {...props}>
      <div className="min-w-0 flex-1">
        {title && <Heading className="m-0 text-lg font-medium leading-snug text-heading">{title}</Heading>}
        {subtitle && <p className="m-0 mt-0.5 text-[13px] text-muted">{subtitle}</p>}
        {children}
      </div>
      {actions && <div className="-me-2 -mt-1 flex shrink-0 items-center gap-1">{actions}</div>}
    </div>
  );
}

export type CardContentProps = ComponentProps<'div'>;

/** The card's body. */
export function CardContent({ className, ...props }: CardContentProps) {
  return <div className={cn('px-6 pb-6 first:pt-6', className)} {...props} />;
}

export type CardFooterProps = ComponentProps<'div'>;

/** A row of actions at the bottom of the card. */
export function CardFooter({ className, ...props }: CardFooterProps) {
  return <div className={cn('flex flex-wrap items-center gap-3 px-6 pb-6 first:pt-6', className)} {...props} />;
}
