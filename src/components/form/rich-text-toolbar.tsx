import type { Editor } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent } from 'react';

import { cx } from '@/lib/cx';

import { useCommonText } from '../ui/use-common-text';
import { useDocumentDirection } from '../ui/use-document-direction';
import { RichTextLinkPopover } from './rich-text-link-popover';
import { useRichTextButtons } from './use-rich-text-buttons';

export interface RichTextToolbarProps {
  /** The editor the buttons act on. */
  editor: Editor;
  /** Id of the editable area (aria-controls). */
  controls: string;
  /** Buttons do nothing while the field is disabled. */
  disabled?: boolean;
}

/**
 * The rich-text field's formatting buttons, one toolbar (WAI-ARIA pattern): a single tab stop,
 * arrow keys (in the reading direction), Home and End move between buttons. A mark's button
 * says whether the selection carries it (aria-pressed).
 */
export function RichTextToolbar({ editor, controls, disabled = false }: RichTextToolbarProps) {
  const t = useCommonText();
  const dir = useDocumentDirection();
  const [focusIndex, setFocusIndex] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const linkButton = useRef<HTMLButtonElement | null>(null);
  const items = useRichTextButtons(editor, () => setLinkOpen(true));

  const moveTo = (index: number) => {
    const next = (index + items.length) % items.length;
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, () => void> = {
      [forward]: () => moveTo(focusIndex + 1),
      [back]: () => moveTo(focusIndex - 1),
      Home: () => moveTo(0),
      End: () => moveTo(items.length - 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  return (
    <div
      role="toolbar"
      aria-label={t('editor.toolbar')}
      aria-controls={controls}
      aria-disabled={disabled || undefined}
      onKeyDown={onKeyDown}
      className="ee:flex ee:h-11 ee:flex-nowrap ee:items-center ee:gap-0.5 ee:overflow-x-auto ee:border-b ee:border-line ee:px-2"
    >
      {items.map((item, index) => {
        const unavailable = disabled || !item.enabled;
        const button = (
          <button
            key={item.key}
            ref={(el) => {
              buttons.current[index] = el;
              if (item.key === 'link') linkButton.current = el;
            }}
            type="button"
            aria-label={item.label}
            title={item.label}
            aria-pressed={
              item.active === undefined || item.key === 'link' ? undefined : item.active
            }
            aria-haspopup={item.key === 'link' ? 'dialog' : undefined}
            aria-expanded={item.key === 'link' ? linkOpen : undefined}
            // Focusable while unavailable (the toolbar pattern): it stays on the arrow-key path.
            aria-disabled={unavailable || undefined}
            tabIndex={index === focusIndex ? 0 : -1}
            onFocus={() => setFocusIndex(index)}
            // Keeps the editor's selection: the mark applies to what was selected.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => !unavailable && item.run()}
            className={cx(
              'ee:inline-flex ee:size-8 ee:shrink-0 ee:cursor-pointer ee:items-center ee:justify-center ee:rounded-[6px] ee:text-heading ee:transition-colors ee:[&_svg]:size-[18px]',
              'ee:hover:bg-heading/8 ee:focus-visible:outline-2 ee:focus-visible:outline-offset-0 ee:focus-visible:outline-primary',
              item.active && 'ee:bg-primary/16 ee:text-primary-ink ee:hover:bg-primary/24',
              unavailable && 'ee:cursor-not-allowed ee:opacity-45 ee:hover:bg-transparent',
            )}
          >
            {item.icon}
          </button>
        );
        const divider = item.group && index > 0 && (
          <span
            key={`${item.key}-divider`}
            aria-hidden
            className="ee:mx-1 ee:h-5 ee:w-px ee:shrink-0 ee:bg-line"
          />
        );
        if (item.key !== 'link') return [divider, button];
        return [
          divider,
          <RichTextLinkPopover
            key="link-popover"
            editor={editor}
            open={linkOpen && !disabled}
            onOpenChange={setLinkOpen}
            triggerRef={linkButton}
          >
            {button}
          </RichTextLinkPopover>,
        ];
      })}
    </div>
  );
}
