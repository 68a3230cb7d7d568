import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/** tailwind-merge for the kit's `ee:` prefixed utilities (see src/theme/styles.css). */
const twMerge = extendTailwindMerge({ prefix: 'ee' });

/** Joins class names and lets a later Tailwind utility override an earlier conflicting one. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Has tailwind-merge build its class tables now (it does so on its first call, ~10 ms on a desk
 * machine): a page can then take that cost in a step of its own rather than in its first render
 * of a large component.
 */
export function warmUpClassMerge(): void {
  twMerge('ee:block');
}
