/** A portrait drawn inline, so stories need no network and their pixels never change. */
export const portrait =
  "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><rect width='64' height='64' fill='%23d9d5fb'/><circle cx='32' cy='25' r='12' fill='%237367f0'/><path d='M10 64c2-14 12-21 22-21s20 7 22 21z' fill='%237367f0'/></svg>";
