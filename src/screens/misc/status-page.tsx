import type { ReactNode } from 'react';

export interface StatusPageProps {
  /** Large code or figure, e.g. 404. */
  code: string;
  title: string;
  description: string;
  /** Usually a link back home. */
  action?: ReactNode;
}

/** The full-page "not found" / "not authorised" layout shared by the misc pages. */
export function StatusPage({ code, title, description, action }: StatusPageProps) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3 bg-body p-6 text-center">
      <p className="text-7xl font-bold text-heading" aria-hidden>
        {code}
      </p>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="max-w-md">{description}</p>
      {action && <div className="mt-3">{action}</div>}
    </main>
  );
}
