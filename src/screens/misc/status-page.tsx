import type { ReactNode } from 'react';

import { cx } from '@/lib/cx';

export interface StatusPageProps {
  /** Large code or figure, e.g. 404. */
  code: string;
  title: string;
  description: string;
  /** Usually a link back home. */
  action?: ReactNode;
  /** `page`: the whole screen (blank layout); `embedded`: inside the shell's own <main>. */
  variant?: 'page' | 'embedded';
}

/** The full-page "not found" / "not allowed" layout shared by the misc pages. */
export function StatusPage({
  code,
  title,
  description,
  action,
  variant = 'page',
}: StatusPageProps) {
  const Root = variant === 'page' ? 'main' : 'section';
  return (
    <Root
      className={cx(
        'ee:flex ee:flex-col ee:items-center ee:justify-center ee:gap-3 ee:bg-body ee:p-6 ee:text-center',
        variant === 'page' ? 'ee:min-h-screen' : 'ee:min-h-[60vh]',
      )}
    >
      <p className="ee:text-7xl ee:font-bold ee:text-heading" aria-hidden>
        {code}
      </p>
      <h1 className="ee:text-2xl ee:font-semibold">{title}</h1>
      <p className="ee:max-w-md">{description}</p>
      {action && <div className="ee:mt-3">{action}</div>}
    </Root>
  );
}
