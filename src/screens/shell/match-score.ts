/**
 * How well a palette entry matches what was typed (issue 35.14). Words first: every word typed
 * must be found, and a word found whole, or as the start of a word of the title, counts most. A
 * word found inside a word counts less, and letters in order within one word ("nw" in "new")
 * only a little: a fallback for a typo, never a match across words, which made "dark" find
 * "New device type" (d·a·r·k scattered over its title and keywords) and "spare" find "Switch to
 * light". Keywords count a little less than the title. Chinese has no spaces: there, a run of
 * characters is one word and any part of it counts as the start of one.
 */

/** Lower case without accents, so "Éditer" is found by "editer". */
const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** The words of a text: runs of letters and digits. */
const wordsOf = (text: string) => fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];

/** Han, kana, hangul: scripts written without spaces between words. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Whether `typed`'s letters occur in `word` in order, starting with its first. */
function inOrder(typed: string, word: string): boolean {
  if (typed[0] !== word[0]) return false;
  let at = 0;
  for (const letter of word) if (letter === typed[at] && ++at === typed.length) return true;
  return false;
}

/** How well one typed word matches one word of the entry: 0 to 1. */
function wordScore(typed: string, word: string): number {
  if (word === typed) return 1;
  if (word.startsWith(typed)) return 0.8;
  if (UNSPACED.test(typed) && word.includes(typed)) return 0.8;
  // A plural or an ending the entry does not have ("faults" for "fault").
  if (word.length >= 4 && typed.startsWith(word) && typed.length - word.length <= 2) return 0.6;
  if (typed.length >= 3 && word.includes(typed)) return 0.3;
  if (typed.length >= 2 && inOrder(typed, word)) return 0.1;
  return 0;
}

const KEYWORD_WEIGHT = 0.8;

/**
 * How well an entry matches the typed text: 0 is no match, up to 1. An empty query matches
 * everything.
 */
export function matchScore(
  item: { title: string; keywords?: readonly string[] },
  query: string,
): number {
  const typed = wordsOf(query);
  if (typed.length === 0) return 1;
  const title = wordsOf(item.title);
  const keywords = (item.keywords ?? []).flatMap(wordsOf);
  let total = 0;
  for (const word of typed) {
    const best = Math.max(
      0,
      ...title.map((w) => wordScore(word, w)),
      ...keywords.map((w) => wordScore(word, w) * KEYWORD_WEIGHT),
    );
    if (best === 0) return 0;
    total += best;
  }
  const score = total / typed.length;
  // The whole title typed, or its start, leads the same words found elsewhere.
  const whole = fold(item.title).trim();
  const phrase = fold(query).trim();
  if (whole === phrase) return 1;
  return whole.startsWith(phrase) ? Math.min(score, 0.98) : score * 0.95;
}
