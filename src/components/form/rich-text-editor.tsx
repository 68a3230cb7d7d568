import type { Editor } from '@tiptap/react';
import {
  lazy,
  Suspense,
  useCallback,
  useImperativeHandle,
  useRef,
  type ReactNode,
  type Ref,
} from 'react';

import { Skeleton } from '../feedback/skeleton';
import { Field, type FieldBaseProps } from './field';

// Tiptap loads with the first editor drawn, not with the page: see rich-text-editor-body.tsx.
const RichTextEditorBody = lazy(() =>
  import('./rich-text-editor-body').then((m) => ({ default: m.RichTextEditorBody })),
);

/**
 * What a ref to RichTextEditor offers: react-hook-form focuses a field with an error through it.
 */
export interface RichTextEditorHandle {
  focus: () => void;
}

export interface RichTextEditorProps extends FieldBaseProps {
  /** The label above the field (required here); also the editable area's accessible name. */
  label: ReactNode;
  /** The content, as HTML ('' for empty). */
  value: string;
  /** Called with the new HTML after each change ('' when the text is emptied). */
  onChange: (html: string) => void;
  /** Called when the editable area loses focus (react-hook-form's `field.onBlur`). */
  onBlur?: () => void;
  /** Shown in the empty field. */
  placeholder?: string;
  /** Read-only, dimmed, toolbar inactive. */
  disabled?: boolean;
  /** Id of the editable area; generated when omitted. */
  id?: string;
  /** Height of the editable area in px (it grows with the text). */
  minHeight?: number;
  /** Classes of the field's wrapper. */
  className?: string;
  /** `focus()` moves the caret into the text (react-hook-form's `field.ref`). */
  ref?: Ref<RichTextEditorHandle>;
}

/** Toolbar and text area drawn while Tiptap loads, the same height as the editor. */
function RichTextSkeleton({ minHeight }: { minHeight: number }) {
  return (
    <div aria-hidden className="ee:overflow-hidden ee:rounded-ee ee:border ee:border-line">
      <div className="ee:flex ee:h-11 ee:items-center ee:gap-2 ee:border-b ee:border-line ee:px-3">
        {Array.from({ length: 9 }, (_, i) => (
          <Skeleton key={i} className="ee:size-5" />
        ))}
      </div>
      <div className="ee:flex ee:flex-col ee:gap-2.5 ee:px-4 ee:py-3" style={{ minHeight }}>
        <Skeleton className="ee:w-4/5" />
        <Skeleton className="ee:w-3/5" />
      </div>
    </div>
  );
}

/**
 * A labelled rich-text field (Tiptap): bold, italic, underline, strike, bulleted and numbered
 * lists, links (http, https, mailto) and undo/redo. Controlled: `value` is HTML and `onChange`
 * receives HTML, fit for `SafeHtml`. Use it inside react-hook-form through `Controller`.
 * Tiptap is loaded when the first editor is drawn; a skeleton of the same height shows meanwhile.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  placeholder,
  error,
  hint,
  required,
  disabled = false,
  id,
  minHeight = 160,
  className,
  ref,
}: RichTextEditorProps) {
  const editorRef = useRef<Editor | null>(null);
  const onEditor = useCallback((editor: Editor | null) => {
    editorRef.current = editor;
  }, []);
  useImperativeHandle(ref, () => ({ focus: () => editorRef.current?.commands.focus() }), []);
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
      labelAs="span"
    >
      {(control) => (
        <Suspense fallback={<RichTextSkeleton minHeight={minHeight} />}>
          <RichTextEditorBody
            control={control}
            labelId={`${control.id}-label`}
            value={value}
            onChange={onChange}
            onBlur={onBlur}
            placeholder={placeholder}
            disabled={disabled}
            minHeight={minHeight}
            onEditor={onEditor}
          />
        </Suspense>
      )}
    </Field>
  );
}
