/**
 * The one HTML sanitiser of the kit (untrusted HTML: e-mail bodies, articles, course
 * descriptions, rich-text fields). DOMPurify needs a DOM: where there is none (Node, server
 * rendering) its `sanitize` hands the input back unchanged, so there we return text only.
 */
import createDOMPurify, { type DOMPurify } from 'dompurify';

/** Elements removed with their content, whatever DOMPurify's defaults allow. */
const FORBIDDEN_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'option',
  'link',
  'meta',
  'base',
  'noscript',
  'template',
];
/**
 * `style` goes too: an inline `position: fixed` would let hostile text cover the app's own
 * buttons. `srcset` is dropped rather than checked candidate by candidate.
 */
const FORBIDDEN_ATTRIBUTES = ['style', 'srcset', 'action', 'formaction', 'target', 'ping'];
// (`target` is dropped as written and set by the hook below on every link instead.)
/** Where a link or an image may point: the web, mail, phone, or a relative address. */
const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
/** Attributes that hold an address. */
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'poster', 'background', 'cite', 'longdesc'];

let purifier: DOMPurify | null | undefined;

/** DOMPurify on this page's window (its own instance: our hooks never touch a host's). */
function browserPurifier(): DOMPurify | null {
  if (purifier !== undefined) return purifier;
  if (typeof window === 'undefined' || typeof window.document === 'undefined')
    return (purifier = null);
  const instance = createDOMPurify(window);
  if (!instance.isSupported) return (purifier = null);
  instance.addHook('afterSanitizeAttributes', (node) => {
    for (const name of URL_ATTRIBUTES) {
      const value = node.getAttribute(name);
      if (value === null) continue;
      // data: addresses only as an image's picture (a data: page in a link can run script).
      const data = /^\s*data:/i.test(value);
      if (
        data &&
        !(
          node.nodeName === 'IMG' &&
          name === 'src' &&
          /^\s*data:image\/(?:png|gif|jpe?g|webp|avif|bmp);/i.test(value)
        )
      )
        node.removeAttribute(name);
    }
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    // An untrusted picture without a description is taken as decorative: screen readers skip it
    // rather than reading its file name.
    if (node.nodeName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  });
  return (purifier = instance);
}

/** True where HTML can be sanitised (a browser DOM), false in Node or server rendering. */
export function canSanitizeHtml(): boolean {
  return browserPurifier() !== null;
}

/** A start tag, its quoted attribute values taken whole (a `>` inside quotes does not end it). */
const START_TAG = /<([a-zA-Z][^\s/>"']*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
/** One attribute of a start tag: its name, then its value if it has one. */
const ATTRIBUTE = /(?<=^|[\s/"'])([^\s"'>/=]+)(\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*))?/g;

/**
 * The HTML with every inline event handler renamed (`onerror=` → `blocked-onerror=`) before any
 * parser sees it. Under our Content-Security-Policy Chromium reports each inline handler it
 * parses, also in DOMPurify's inert document where nothing runs: a console error for every
 * hostile sample. DOMPurify then drops the renamed attribute like any unknown one; it stays what
 * makes the HTML safe, this only keeps the console clean.
 */
export function withoutInlineHandlers(html: string): string {
  return html.replace(START_TAG, (tag: string, name: string, attributes: string) =>
    /(^|[\s/"'])on/i.test(attributes)
      ? `<${name}${attributes.replace(ATTRIBUTE, (all: string, attribute: string, value: string | undefined) => (/^on/i.test(attribute) ? `blocked-${attribute}${value ?? ''}` : all))}>`
      : tag,
  );
}

/**
 * Untrusted HTML made safe to insert: no script, style, frame, object, embed or form elements,
 * no event-handler or style attributes, no `javascript:` (nor `data:` but images') addresses,
 * links open in a new tab without access to this one. Null where there is no DOM.
 */
export function sanitizeHtml(html: string): string | null {
  const instance = browserPurifier();
  if (!instance) return null;
  return instance.sanitize(withoutInlineHandlers(html), {
    FORBID_TAGS: FORBIDDEN_TAGS,
    FORBID_ATTR: FORBIDDEN_ATTRIBUTES,
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_UNKNOWN_PROTOCOLS: false,
  });
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/**
 * The text of an HTML fragment without a DOM: the content of script, style and similar elements
 * dropped, tags removed, block ends kept as spaces, common entities decoded. The result is text
 * (React escapes it), so a crude reading can never run anything.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
    .replace(
      /<(script|style|iframe|object|embed|template|noscript|textarea|select|title)\b[\s\S]*?(?:<\/\1\s*>|$)/gi,
      '',
    )
    .replace(
      /<\/?(?:p|div|br|li|ul|ol|h[1-6]|tr|td|th|blockquote|pre|section|article|header|footer)\b[^>]*>/gi,
      ' ',
    )
    .replace(/<[^>]*>?/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, code: string) => {
      if (code[0] === '#') {
        const point =
          code[1] === 'x' || code[1] === 'X'
            ? parseInt(code.slice(2), 16)
            : parseInt(code.slice(1), 10);
        return Number.isFinite(point) && point > 0 && point <= 0x10ffff
          ? String.fromCodePoint(point)
          : match;
      }
      return ENTITIES[code.toLowerCase()] ?? match;
    })
    .replace(/[ \t\r\n\f]+/g, ' ')
    .trim();
}
