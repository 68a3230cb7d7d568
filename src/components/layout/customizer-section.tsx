import type { ReactNode } from 'react';

/** A titled group of the customizer's choices ("Theming", "Layout"), ruled off from the next. */
export function CustomizerSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="ee:grid ee:gap-5 ee:border-b ee:border-line ee:py-5 ee:first:pt-0 ee:last:border-b-0">
      <h3 className="ee:m-0 ee:w-fit ee:rounded-[4px] ee:bg-primary/16 ee:px-2.5 ee:py-1 ee:text-[13px] ee:font-medium ee:uppercase ee:text-primary-ink">
        {title}
      </h3>
      {children}
    </section>
  );
}
