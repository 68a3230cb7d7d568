import {
  IconArrowBackUp,
  IconArrowForwardUp,
  IconBold,
  IconItalic,
  IconLink,
  IconList,
  IconListNumbers,
  IconStrikethrough,
  IconUnderline,
} from '@tabler/icons-react';
import { useEditorState, type Editor } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

import { cx } from '@/lib/cx';

import { useCommonText } from '../ui/use-common-text';
import { useDocumentDirection } from '../ui/use-document-direction';
import { RichTextLinkPopover } from './rich-text-link-popover';

export interface RichTextToolbarProps {
  /** The editor the buttons act on. */
  editor: Editor;
  /** Id of the editable area (aria-controls). */
  controls: string;
  /** Buttons do nothing while the field is disabled. */
  disabled?: boolean;
}

interface ToolbarButton {
  key: string;
  label: string;
  icon: ReactNode;
  active?: boolean;
  enabled: boolean;
  run: () => void;
  /** Starts a group: a divider is drawn before it. */
  group?: boolean;
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
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const items: ToolbarButton[] = [
    {
      key: 'bold',
      label: t('editor.bold'),
      icon: <IconBold />,
      active: state.bold,
      enabled: true,
      run: () => chain().toggleBold().run(),
    },
    {
      key: 'italic',
      label: t('editor.italic'),
      icon: <IconItalic />,
      active: state.italic,
      enabled: true,
      run: () => chain().toggleItalic().run(),
    },
    {
      key: 'underline',
      label: t('editor.underline'),
      icon: <IconUnderline />,
      active: state.underline,
      enabled: true,
      run: () => chain().toggleUnderline().run(),
    },
    {
      key: 'strike',
      label: t('editor.strike'),
      icon: <IconStrikethrough />,
      active: state.strike,
      enabled: true,
      run: () => chain().toggleStrike().run(),
    },
    {
      key: 'bulletList',
      label: t('editor.bulletList'),
      icon: <IconList />,
      active: state.bulletList,
      enabled: true,
      run: () => chain().toggleBulletList().run(),
      group: true,
    },
    {
      key: 'orderedList',
      label: t('editor.orderedList'),
      icon: <IconListNumbers />,
      active: state.orderedList,
      enabled: true,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      key: 'link',
      label: t('editor.link'),
      icon: <IconLink />,
      active: state.link,
      enabled: true,
      run: () => setLinkOpen(true),
      group: true,
    },
    {
      key: 'undo',
      label: t('editor.undo'),
      icon: <IconArrowBackUp className="ee:rtl:-scale-x-100" />,
      enabled: state.canUndo,
      run: () => chain().undo().run(),
      group: true,
    },
    {
      key: 'redo',
      label: t('editor.redo'),
      icon: <IconArrowForwardUp className="ee:rtl:-scale-x-100" />,
      enabled: state.canRedo,
      run: () => chain().redo().run(),
    },
  ];

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
