/** The languages of docs/spec.md §9 plus Chinese (the product's own language). */
export const languages = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'fr', label: 'Français', dir: 'ltr' },
  { code: 'ar', label: 'العربية', dir: 'rtl' },
  { code: 'zh', label: '中文', dir: 'ltr' },
] as const;

export type Language = (typeof languages)[number]['code'];

/** The codes of the languages we ship, in menu order. */
export const languageCodes: readonly Language[] = languages.map((l) => l.code);
export type Direction = 'ltr' | 'rtl';

export const DEFAULT_LANGUAGE: Language = 'en';

/** True for a code we ship. */
export function isLanguage(value: unknown): value is Language {
  return languages.some((l) => l.code === value);
}

/** Text direction of a language. */
export function directionOf(language: Language): Direction {
  return languages.find((l) => l.code === language)?.dir ?? 'ltr';
}

/** Sets `<html lang dir>` for a language (docs/spec.md §4: the language sets direction). */
export function applyDocumentLanguage(language: Language, doc: Document = document): void {
  doc.documentElement.lang = language;
  doc.documentElement.dir = directionOf(language);
}
