import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { EmptyState } from '@/components/feedback/empty-state';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

export interface RecordNotFoundProps {
  /** The page's title (an h1 for screen readers). */
  pageTitle: string;
  /** "Order not found". */
  title: string;
  /** What was asked for and what to do. */
  description: ReactNode;
  /** The list to go back to. */
  backTo: string;
  /** Its label ("Back to orders"). */
  backLabel: string;
  /** An icon for the empty state. */
  icon: ReactNode;
}

/**
 * The page of a record that does not exist (a deleted order, a mistyped id): says so and leads back
 * to its list.
 */
export function RecordNotFound({
  pageTitle,
  title,
  description,
  backTo,
  backLabel,
  icon,
}: RecordNotFoundProps) {
  return (
    <div className="ee:p-4 ee:sm:p-6">
      <h1 className="ee:sr-only">{pageTitle}</h1>
      <Card className="ee:mx-auto ee:max-w-2xl">
        <EmptyState
          titleAs="h2"
          icon={icon}
          title={title}
          description={description}
          action={
            <Link to={backTo} className={buttonVariants()}>
              {backLabel}
            </Link>
          }
        />
      </Card>
    </div>
  );
}
