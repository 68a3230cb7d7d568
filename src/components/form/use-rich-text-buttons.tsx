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
import type { ReactNode } from 'react';

import { useCommonText } from '../ui/use-common-text';

/** One of the rich-text toolbar's buttons. */
export interface ToolbarButton {
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
 * The rich-text toolbar's buttons in their order, each with whether the selection carries its
 * mark (kept current as the selection moves) and whether it can act now (undo, redo).
 */
export function useRichTextButtons(editor: Editor, openLink: () => void): ToolbarButton[] {
  const t = useCommonText();
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
  return [
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
      run: openLink,
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
}
