/**
 * The six colours every coloured component takes, mapped to the `tone-*` utilities of the theme.
 */
export const tones = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const;
export type Tone = (typeof tones)[number];

/** cva variant map: `color: 'success'` → the class that sets the success tone variables. */
export const toneVariants: Record<Tone, string> = {
  primary: 'ee:tone-primary',
  secondary: 'ee:tone-secondary',
  success: 'ee:tone-success',
  info: 'ee:tone-info',
  warning: 'ee:tone-warning',
  error: 'ee:tone-error',
};
