import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/** tailwind-merge for the kit's `ee:` prefixed utilities (see src/theme/styles.css). */
const twMerge = extendTailwindMerge({ prefix: 'ee' });

/** Joins class names and lets a later Tailwind utility override an earlier conflicting one. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
