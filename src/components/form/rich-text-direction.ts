/**
 * Keeps a block's `dir` through the editor. Tiptap's schema drops attributes it does not know,
 * so a quoted English paragraph written `<p dir="auto">` into an Arabic reply would come out
 * right to left (its full stop on the left). Only a `dir` the content carries is kept: blocks
 * without one follow the page, as typed text should.
 */
import { Extension } from '@tiptap/react';

const DIRECTIONS = new Set(['ltr', 'rtl', 'auto']);

/** The blocks of the editor's schema (StarterKit's, as RichTextEditor configures it). */
const BLOCK_TYPES = ['paragraph', 'heading', 'blockquote', 'bulletList', 'orderedList', 'listItem'];

export const BlockDirection = Extension.create({
  name: 'blockDirection',
  addGlobalAttributes() {
    return [
      {
        types: BLOCK_TYPES,
        attributes: {
          dir: {
            default: null,
            parseHTML: (element) => {
              const dir = element.getAttribute('dir')?.toLowerCase();
              return dir && DIRECTIONS.has(dir) ? dir : null;
            },
            renderHTML: (attributes) => (attributes.dir ? { dir: attributes.dir as string } : {}),
          },
        },
      },
    ];
  },
});
