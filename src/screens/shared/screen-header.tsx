import type { ComponentProps, ReactNode } from 'react';

import { cn } from '@/lib/cn';

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
    <header
      className={cn('ee:flex ee:flex-wrap ee:items-end ee:justify-between ee:gap-4', className)}
      {...props}
    >
      <div className="ee:min-w-0">
        <h1 className="ee:m-0 ee:text-2xl ee:font-medium ee:leading-tight ee:text-heading">
          {title}
        </h1>
        {subtitle && <p className="ee:m-0 ee:mt-1 ee:text-[15px] ee:text-muted">{subtitle}</p>}
      </div>
      {actions && <div className="ee:flex ee:flex-wrap ee:items-center ee:gap-3">{actions}</div>}
    </header>
  );
}
