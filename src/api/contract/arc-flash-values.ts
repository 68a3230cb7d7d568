/**
 * The arc-flash study's codes, without zod (docs/domain/arc-flash.md): a screen listing the PPE
 * categories must not load the schemas.
 */
export const PPE_CATEGORIES = [1, 2, 3, 4] as const;
