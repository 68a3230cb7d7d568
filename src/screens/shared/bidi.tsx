/**
 * Text people typed (a name, an address, a number with its unit) keeps its own direction inside
 * the page's: without isolation "110 kV Substation" reads "kV Substation 110" in an Arabic
 * sentence, because the digits join the right-to-left text around them.
 */
import { Fragment, type ReactNode } from 'react';

/** First strong isolate … pop directional isolate: the plain-text form of `<bdi>`. */
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * A name isolated inside a plain string, for where no element can go (a map label's text, a
 * chip's label, a CSV-free title attribute). Screen readers skip the two marks.
 */
export function isolateText(text: string): string {
  return text ? `${FSI}${text}${PDI}` : text;
}

// Private-use marks around a slot's name: they never occur in a catalogue or a name.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const SLOT = new RegExp(`${OPEN}(\\w+)${CLOSE}`);

/**
 * A translated sentence whose quoted values are each isolated in a `<bdi>`:
 * `isolate((v) => t('location.deleteTitle', { name: v.name }), { name: location.name })`.
 * The translator fills each slot with a mark, and the marks become elements, so the sentence
 * keeps the catalogue's word order and the accessible name stays the plain text.
 */
export function isolate<K extends string>(
  render: (slots: Record<K, string>) => string,
  values: Record<K, ReactNode>,
): ReactNode {
  const slots = Object.fromEntries(
    Object.keys(values).map((key) => [key, `${OPEN}${key}${CLOSE}`]),
  ) as Record<K, string>;
  const parts = render(slots).split(SLOT);
  // split() with a capture group alternates text and slot names: even indexes are text.
  return parts.map((part, i) =>
    i % 2 === 0 ? <Fragment key={i}>{part}</Fragment> : <bdi key={i}>{values[part as K]}</bdi>,
  );
}
