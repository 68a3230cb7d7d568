import type { Editor } from '@tiptap/react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';

import { Button } from '../ui/button';
import { useCommonText } from '../ui/use-common-text';
import { Popover, PopoverAnchor, PopoverContent } from './popover';
import { normaliseLink } from './rich-text-link';
import { TextField } from './text-field';

export interface RichTextLinkPopoverProps {
  /** The editor the link goes into. */
  editor: Editor;
  /** Whether the prompt is open. */
  open: boolean;
  /** Opens or closes the prompt. */
  onOpenChange: (open: boolean) => void;
  /** The toolbar button the prompt hangs from. */
  children: ReactNode;
  /** That button: focus goes back to it when the prompt closes without a change. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The link prompt of the rich-text toolbar: an address field (http, https or mailto only),
 * Apply and, on a link, Remove. Enter applies, Escape closes; no `<form>`, because the editor
 * itself often sits in one and a portalled submit would still reach it through React.
 */
export function RichTextLinkPopover({
  editor,
  open,
  onOpenChange,
  children,
  triggerRef,
}: RichTextLinkPopoverProps) {
  const t = useCommonText();
  const fieldId = useId();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Set when Apply or Remove closed the prompt: the caret is back in the text then.
  const changed = useRef(false);
  const onLink = editor.isActive('link');

  const changeOpen = (next: boolean) => {
    if (next) {
      setUrl((editor.getAttributes('link').href as string | undefined) ?? '');
      setError(null);
    }
    onOpenChange(next);
  };

  const apply = () => {
    const href = normaliseLink(url);
    if (!href) {
      setError(t('editor.linkInvalid'));
      return;
    }
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !onLink) {
      // Nothing selected: the address becomes the link's text.
      chain
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      chain.extendMarkRange('link').setLink({ href }).run();
    }
    changed.current = true;
    onOpenChange(false);
  };

  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    changed.current = true;
    onOpenChange(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    }
  };

  return (
    <Popover open={open} onOpenChange={changeOpen}>
      <PopoverAnchor asChild>{children}</PopoverAnchor>
      <PopoverContent
        className="ee:flex ee:w-80 ee:max-w-[calc(100vw-32px)] ee:flex-col ee:gap-3 ee:p-4"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!changed.current) triggerRef.current?.focus();
          changed.current = false;
        }}
      >
        <TextField
          id={fieldId}
          label={t('editor.linkUrl')}
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          error={error ?? undefined}
          placeholder="https://"
          type="url"
          inputMode="url"
          dir="ltr"
          autoComplete="url"
          autoFocus
        />
        <div className="ee:flex ee:flex-wrap ee:justify-end ee:gap-2">
          {onLink && (
            <Button variant="tonal" color="secondary" size="sm" onClick={remove}>
              {t('editor.linkRemove')}
            </Button>
          )}
          <Button size="sm" onClick={apply}>
            {t('editor.linkApply')}
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
