/** Shared looks of the shell's Radix dropdowns and popovers (one surface style everywhere). */
export const menuContentClass =
  'z-50 min-w-[180px] rounded-ee border border-[var(--ee-card-border)] bg-surface p-2 text-text shadow-card outline-none';
export const menuItemClass =
  'flex w-full cursor-pointer select-none items-center gap-2.5 rounded-ee px-3 py-2 text-[15px] text-heading outline-none data-[highlighted]:bg-primary/10 data-[highlighted]:text-primary-ink data-[state=checked]:bg-primary/16 data-[state=checked]:text-primary-ink [&_svg]:size-[22px] [&_svg]:shrink-0';
export const menuLabelClass = 'px-3 py-2 text-[13px] font-medium text-muted';
export const menuSeparatorClass = 'my-1.5 h-px bg-line';
