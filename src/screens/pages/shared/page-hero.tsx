import type { ReactNode } from 'react';

import { SearchInput } from '@/components/filter/search-input';
import { cn } from '@/lib/cn';

export type PageHeroProps = {
  /** The page's h1. */
  title: ReactNode;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** The applied search text. */
  search: string;
  /** Called with the text once typing pauses. */
  onSearch: (value: string) => void;
  /** Accessible name of the search box. */
  searchLabel: string;
  /** Placeholder of the search box. */
  searchPlaceholder: string;
  /** More below the search box (e.g. popular topics). */
  children?: ReactNode;
  className?: string;
};

/**
 * The banner at the top of the FAQ and the help center: a tinted card with a light pattern, the
 * page title and a large search box.
 */
export function PageHero({
  title,
  subtitle,
  search,
  onSearch,
  searchLabel,
  searchPlaceholder,
  children,
  className,
}: PageHeroProps) {
  return (
    <section
      className={cn(
        'ee:relative ee:overflow-hidden ee:rounded-ee-lg ee:bg-primary/10 ee:px-4 ee:py-10 ee:text-center ee:sm:px-8 ee:sm:py-14',
        // Dots and two soft rings drawn in CSS: no image to load, and they follow the primary
        // colour.
        'ee:bg-[radial-gradient(circle_at_1px_1px,color-mix(in_srgb,var(--ee-primary)_22%,transparent)_1px,transparent_0)] ee:bg-[length:22px_22px]',
        className,
      )}
    >
      <span
        aria-hidden
        className="ee:pointer-events-none ee:absolute ee:-start-16 ee:-top-20 ee:size-56 ee:rounded-full ee:border-[28px] ee:border-primary/10"
      />
      <span
        aria-hidden
        className="ee:pointer-events-none ee:absolute ee:-end-10 ee:-bottom-24 ee:size-64 ee:rounded-full ee:border-[32px] ee:border-primary/10"
      />
      <div className="ee:relative ee:mx-auto ee:flex ee:max-w-xl ee:flex-col ee:items-center ee:gap-3">
        <h1 className="ee:m-0 ee:text-2xl ee:font-semibold ee:leading-tight ee:text-primary-ink ee:sm:text-[28px]">
          {title}
        </h1>
        {subtitle && <p className="ee:m-0 ee:text-[15px] ee:text-heading">{subtitle}</p>}
        <SearchInput
          value={search}
          onChange={onSearch}
          aria-label={searchLabel}
          placeholder={searchPlaceholder}
          className="ee:mt-3 ee:w-full"
          inputClassName="ee:h-12 ee:bg-surface ee:shadow-soft ee:text-base"
        />
        {children}
      </div>
    </section>
  );
}
