/**
 * The Tiptap half of RichTextEditor, in a module of its own: RichTextEditor imports it lazily,
 * so Tiptap and ProseMirror (~100 kB gzip) load only where an editor is drawn, and never in Node.
 */
import { Placeholder } from '@tiptap/extensions';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, type KeyboardEvent } from 'react';

import { cn } from '@/lib/cn';

import type { FieldControlProps } from './field';
import { BlockDirection } from './rich-text-direction';
import { LINK_PROTOCOLS, normaliseLink } from './rich-text-link';
import { RichTextToolbar } from './rich-text-toolbar';

export interface RichTextEditorBodyProps {
  /** Ids and aria attributes from the Field. */
  control: FieldControlProps;
  /** Id of the visible label (the editable area is named by it). */
  labelId: string;
  /** HTML. */
  value: string;
  /** Called with the HTML after each change; '' when the text is empty. */
  onChange: (html: string) => void;
  /** Called when the editable area loses focus. */
  onBlur?: () => void;
  placeholder?: string;
  disabled?: boolean;
  /** Height of the editable area, in px. */
  minHeight: number;
  /** Receives the editor once it exists (and null when it goes), for focusing from outside. */
  onEditor?: (editor: Editor | null) => void;
}

/**
 * What the editor emits for its content: '' for an empty text, so "required" can tell, and no
 * trailing empty paragraph (the one Tiptap keeps after a list so the caret can leave it).
 */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML().replace(/(?:<p><\/p>)+$/, '');
}

export function RichTextEditorBody({
  control,
  labelId,
  value,
  onChange,
  onBlur,
  placeholder,
  disabled = false,
  minHeight,
  onEditor,
}: RichTextEditorBodyProps) {
  const onChangeRef = useRef(onChange);
  const onBlurRef = useRef(onBlur);
  // The last HTML we emitted: a `value` equal to it is our own change coming back, and must not
  // reset the content (that would move the caret to the end while typing).
  const emitted = useRef(value);
  useEffect(() => {
    onChangeRef.current = onChange;
    onBlurRef.current = onBlur;
  }, [onChange, onBlur]);

  const attributes = {
    id: control.id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(control['aria-describedby'] ? { 'aria-describedby': control['aria-describedby'] } : {}),
    ...(control['aria-invalid'] ? { 'aria-invalid': 'true' } : {}),
    ...(control['aria-required'] ? { 'aria-required': 'true' } : {}),
    ...(placeholder ? { 'aria-placeholder': placeholder } : {}),
    ...(disabled ? { 'aria-disabled': 'true' } : {}),
    class: 'ee:outline-none ee:px-4 ee:py-3',
    style: `min-height: ${minHeight}px`,
  };

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        codeBlock: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: [...LINK_PROTOCOLS],
          // One rule for typed, pasted and autolinked addresses: http(s) and mailto only.
          isAllowedUri: (url) => normaliseLink(url) !== null,
          HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
        },
      }),
      Placeholder.configure({ placeholder: placeholder ?? '' }),
      BlockDirection,
    ],
    content: value,
    editable: !disabled,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes },
    onUpdate: ({ editor: e }) => {
      const html = htmlOf(e);
      emitted.current = html;
      onChangeRef.current(html);
    },
    onBlur: () => onBlurRef.current?.(),
  });

  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    if (!editor.isDestroyed)
      editor.setOptions({
        editorProps: { attributes: JSON.parse(attributesKey) as Record<string, string> },
      });
  }, [editor, attributesKey]);

  useEffect(() => {
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  // A value from outside (a form reset, data loaded later) replaces the content.
  useEffect(() => {
    if (value === emitted.current || value === htmlOf(editor)) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    onEditor?.(editor);
    return () => onEditor?.(null);
  }, [editor, onEditor]);

  // Alt+F10 jumps from the text to the toolbar, as in most editors.
  const toToolbar = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey && event.key === 'F10') {
      event.preventDefault();
      event.currentTarget.parentElement
        ?.querySelector<HTMLButtonElement>('[role="toolbar"] button[tabindex="0"]')
        ?.focus();
    }
  };

  return (
    <div
      className={cn(
        'ee:overflow-hidden ee:rounded-ee ee:border ee:border-line ee:bg-transparent ee:transition-colors ee:hover:border-muted',
        'ee:focus-within:border-primary ee:focus-within:shadow-[0_0_0_1px_var(--ee-primary)]',
        control['aria-invalid'] &&
          'ee:border-error ee:focus-within:border-error ee:focus-within:shadow-[0_0_0_1px_var(--ee-error)]',
        disabled && 'ee:opacity-60 ee:hover:border-line',
      )}
    >
      <RichTextToolbar editor={editor} controls={control.id} disabled={disabled} />
      <EditorContent
        editor={editor}
        onKeyDown={toToolbar}
        className={cn(
          'ee:text-[15px] ee:leading-relaxed ee:text-heading',
          disabled && 'ee:cursor-not-allowed',
          'ee:[&_p]:my-0 ee:[&_p+p]:mt-2 ee:[&_ul]:my-1 ee:[&_ul]:list-disc ee:[&_ul]:ps-6 ee:[&_ol]:my-1 ee:[&_ol]:list-decimal ee:[&_ol]:ps-6 ee:[&_li>p]:my-0',
          'ee:[&_a]:text-primary-ink ee:[&_a]:underline ee:[&_a]:underline-offset-2 ee:[&_strong]:font-semibold',
          'ee:[&_blockquote]:border-s-4 ee:[&_blockquote]:border-line ee:[&_blockquote]:ps-3 ee:[&_blockquote]:text-muted ee:[&_code]:rounded-[4px] ee:[&_code]:bg-surface-2 ee:[&_code]:px-1 ee:[&_code]:text-[13px]',
          // Tiptap's placeholder: the empty first paragraph shows its data-placeholder.
          'ee:[&_p.is-editor-empty:first-child]:before:pointer-events-none ee:[&_p.is-editor-empty:first-child]:before:float-start ee:[&_p.is-editor-empty:first-child]:before:h-0 ee:[&_p.is-editor-empty:first-child]:before:text-muted ee:[&_p.is-editor-empty:first-child]:before:content-[attr(data-placeholder)]',
        )}
      />
    </div>
  );
}
