/** The six colours every coloured component takes, mapped to the `tone-*` utilities of the theme. */
export const tones = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const;
export type Tone = (typeof tones)[number];

/** cva variant map: `color: 'success'` → the class that sets the success tone variables. */
export const toneVariants: Record<Tone, string> = {
  primary: 'tone-primary',
  secondary: 'tone-secondary',
  success: 'tone-success',
  info: 'tone-info',
  warning: 'tone-warning',
  error: 'tone-error',
};
