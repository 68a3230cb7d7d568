/**
 * Commas end a chip: the Latin one, the Arabic one and the CJK full-width and ideographic ones; so
 * does a line break.
 */
export const SEPARATORS = /[,\u060C\uFF0C\u3001\r\n]/;

/** The chips in a text ("a, b, c"): trimmed, blanks left out. */
export function splitChips(text: string): string[] {
  return text
    .split(SEPARATORS)
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * `value` with `added` appended, leaving out any already there (case aside); also what was left
 * out.
 */
export function addChips(
  value: readonly string[],
  added: readonly string[],
): { value: string[]; repeated: string[] } {
  const seen = new Set(value.map((chip) => chip.toLocaleLowerCase()));
  const next = [...value];
  const repeated: string[] = [];
  for (const chip of added) {
    const key = chip.toLocaleLowerCase();
    if (seen.has(key)) repeated.push(chip);
    else {
      seen.add(key);
      next.push(chip);
    }
  }
  return { value: next, repeated };
}
