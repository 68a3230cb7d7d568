import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export type ScreenHeaderProps = Omit<ComponentProps<'header'>, 'title'> & {
  /** The page's h1. */
  title: ReactNode;
  /** A muted line under the title. */
  subtitle?: ReactNode;
  /** Buttons at the end (e.g. "Add device"). */
  actions?: ReactNode;
};

/** A screen's title row: h1 and subtitle at the start, actions at the end. */
export function ScreenHeader({ title, subtitle, actions, className, ...props }: ScreenHeaderProps) {
  return (
    <header className={cn('flex flex-wrap items-end justify-between gap-4', className)} {...props}>
      <div className="min-w-0">
        <h1 className="m-0 text-2xl font-medium leading-tight text-heading">{title}</h1>
        {subtitle && <p className="m-0 mt-1 text-[15px] text-muted">{subtitle}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-3">{actions}</div>}
    </header>
  );
}
