/**
 * The components that load a heavy library on first draw (RichTextEditor: Tiptap; CountryFlag:
 * the flag set) import and render in Node without a DOM, drawing their same-size placeholder.
 */
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { RichTextEditor } from '@/components/form/rich-text-editor';
import { CountryFlag } from '@/components/ui/country-flag';

describe('server rendering', () => {
  it('RichTextEditor draws its label and a skeleton of the editor height, no editor', () => {
    const markup = renderToString(
      <RichTextEditor
        label="Notes"
        value="<p>Hi <script>x()</script></p>"
        onChange={() => {}}
        minHeight={200}
        id="notes"
      />,
    );
    expect(markup).toContain('id="notes-label"');
    expect(markup).toContain('Notes');
    expect(markup).toContain('min-height:200px');
    expect(markup).not.toContain('contenteditable');
    expect(markup).not.toContain('<script');
  });

  it('CountryFlag draws a named box of the flag size, without the flag set', () => {
    const markup = renderToString(<CountryFlag code="fr" size="lg" />);
    expect(markup).toMatch(/role="img"/);
    expect(markup).toContain('aria-label="France"');
    expect(markup).toContain('ee:w-[36px]');
    expect(markup).not.toContain('<svg');
  });
});
