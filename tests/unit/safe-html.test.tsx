/**
 * SafeHtml without a DOM (server rendering, Node): DOMPurify cannot sanitise there and would
 * hand the input back, so the component must render the text only, never the HTML.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { SafeHtml } from '@/components/ui/safe-html';
import {
  canSanitizeHtml,
  htmlToText,
  sanitizeHtml,
  withoutInlineHandlers,
} from '@/components/ui/sanitize-html';

const HOSTILE = [
  '<p>Hello <strong>world</strong> &amp; friends</p>',
  '<script>window.hacked = true</script>',
  '<img src="x" onerror="window.hacked = true">',
  '<a href="javascript:window.hacked = true">click me</a>',
  '<iframe src="https://example.com"></iframe>',
  '<style>body { display: none }</style>',
  '<!-- a comment <script>bad()</script> -->',
  '<div style="position:fixed">covered</div>',
].join('');

describe('SafeHtml in Node (no DOM)', () => {
  it('has no sanitiser here, and says so', () => {
    expect(typeof window).toBe('undefined');
    expect(canSanitizeHtml()).toBe(false);
    expect(sanitizeHtml('<b>x</b>')).toBeNull();
  });

  it('renders the text only: no tag, attribute or script of the input survives', () => {
    const markup = renderToString(<SafeHtml html={HOSTILE} className="body" data-testid="x" />);
    // One element: ours.
    expect(markup.match(/<[a-z]/gi)).toHaveLength(1);
    expect(markup).toMatch(/^<div class="[^"]*body" data-testid="x">/);
    for (const bad of [
      '<script',
      '<img',
      '<iframe',
      '<style',
      'onerror',
      'javascript:',
      'hacked',
      'display: none',
      'position:fixed',
      'bad()',
    ]) {
      expect(markup).not.toContain(bad);
    }
    expect(markup).toContain('Hello world &amp; friends');
    expect(markup).toContain('click me');
    expect(markup).toContain('covered');
  });

  it('escapes what looked like markup once decoded', () => {
    const markup = renderToString(<SafeHtml html={'&lt;script&gt;alert(1)&lt;/script&gt;'} />);
    expect(markup).not.toContain('<script');
    expect(markup).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('htmlToText', () => {
  it('keeps words apart across blocks and decodes entities', () => {
    expect(htmlToText('<p>One</p><p>Two&nbsp;&#x41;&#66;</p><ul><li>a</li><li>b</li></ul>')).toBe(
      'One Two\u00a0AB a b',
    );
  });

  it('drops the content of scripts and styles, also when unclosed', () => {
    expect(htmlToText('before<script>evil()</script>after')).toBe('beforeafter');
    expect(htmlToText('text<style>p{}')).toBe('text');
    expect(htmlToText('a <b')).toBe('a');
  });

  it('leaves unknown or out-of-range entities as written', () => {
    expect(htmlToText('&bogus; &#0; &#x110000;')).toBe('&bogus; &#0; &#x110000;');
  });
});

// Chromium reports every inline handler it parses under the app's CSP (also in DOMPurify's inert
// document), so handlers are renamed in the text before DOMPurify parses it.
describe('inline handlers are renamed before any parser sees them', () => {
  it.each([
    ['<img src=x onerror=alert(1)>', '<img src=x blocked-onerror=alert(1)>'],
    ['<svg/onload=alert(1)>', '<svg/blocked-onload=alert(1)>'],
    ['<a href="x"onclick=y>t</a>', '<a href="x"blocked-onclick=y>t</a>'],
    ['<img alt="a>b onload=1" ONERROR=\'x\'>', '<img alt="a>b onload=1" blocked-ONERROR=\'x\'>'],
    ['<div\nonmouseover="x" data-on="1">', '<div\nblocked-onmouseover="x" data-on="1">'],
  ])('%s', (input, output) => {
    expect(withoutInlineHandlers(input)).toBe(output);
  });

  it('leaves text, attribute values and other attributes as they are', () => {
    for (const html of [
      '<p>Go on= now, onerror=1</p>',
      '<a href="/on?x=1" title="onclick=1">on</a>',
      '<p>a < b and c > d</p>',
    ])
      expect(withoutInlineHandlers(html)).toBe(html);
  });
});
