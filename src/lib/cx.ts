import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names, without tailwind-merge (`cn`): the smallest UI pieces (Button, Chip,
 * Avatar, Progress, Tabs, Tooltip) use it, so importing one costs a few kB (tailwind-merge alone
 * is ~9 kB gzip) and a table paints a chip per row without merging classes each time. Their own
 * classes never conflict (checked: the same result as tailwind-merge in every story); a
 * `className` given to them is added, so a host overrides one of their utilities with its own
 * class or Tailwind's important modifier (`ee:px-2!`).
 */
export function cx(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
