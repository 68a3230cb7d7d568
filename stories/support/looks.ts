/**
 * Theme globals for the looks a story is shown in besides the default (dark, bordered,
 * right-to-left).
 */
export const looks = {
  dark: { theme: 'dark' },
  bordered: { skin: 'bordered' },
  rtl: { locale: 'ar' },
} as const;
