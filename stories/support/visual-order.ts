/**
 * Where text is drawn, for tests of mixed-direction text: in an Arabic page "110 kV Substation"
 * must still be drawn "110" first (leftmost), not "kV Substation 110". Reads the rendered
 * glyphs' boxes (a Range over the text), so it tests what the reader sees, not the markup.
 */

/** The box of the first occurrence of `part` in the text under `root` (within one text node). */
export function textBox(root: Element, part: string): DOMRect {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = node.textContent?.indexOf(part) ?? -1;
    if (at < 0) continue;
    const range = document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + part.length);
    return range.getBoundingClientRect();
  }
  throw new Error(`"${part}" is not in the text of ${root.tagName}: "${root.textContent}"`);
}

/** The parts' left edges on screen, in the order given: increasing when drawn left to right. */
export function drawnAt(root: Element, ...parts: string[]): number[] {
  return parts.map((part) => Math.round(textBox(root, part).left));
}

/**
 * True when `parts` are drawn from left to right in the order given (e.g. "110", "kV",
 * "Substation").
 */
export function drawnLeftToRight(root: Element, ...parts: string[]): boolean {
  const lefts = drawnAt(root, ...parts);
  return lefts.every((left, i) => i === 0 || left > lefts[i - 1]);
}

/**
 * True when the text under `el` ends at `el`'s right edge (its start in an rtl page):
 * right-aligned.
 */
export function drawnAtRightEdge(el: Element, lastPart: string): boolean {
  return Math.abs(el.getBoundingClientRect().right - textBox(el, lastPart).right) <= 2;
}
