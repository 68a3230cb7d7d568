/** Shared looks of the shell's Radix dropdowns and popovers (one surface style everywhere). */
export const menuContentClass =
  'ee:z-50 ee:min-w-[180px] ee:rounded-ee ee:border ee:border-[var(--ee-card-border)] ee:bg-surface ee:p-2 ee:text-text ee:shadow-card ee:outline-none';
export const menuItemClass =
  'ee:flex ee:w-full ee:cursor-pointer ee:select-none ee:items-center ee:gap-2.5 ee:rounded-ee ee:px-3 ee:py-2 ee:text-[15px] ee:text-heading ee:outline-none ee:data-[highlighted]:bg-primary/10 ee:data-[highlighted]:text-primary-ink ee:data-[state=checked]:bg-primary/16 ee:data-[state=checked]:text-primary-ink ee:[&_svg]:size-[22px] ee:[&_svg]:shrink-0';
export const menuLabelClass = 'ee:px-3 ee:py-2 ee:text-[13px] ee:font-medium ee:text-muted';
export const menuSeparatorClass = 'ee:my-1.5 ee:h-px ee:bg-line';
