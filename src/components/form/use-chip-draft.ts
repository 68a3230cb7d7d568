import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';

import { useCommonText } from '../ui/use-common-text';
import { addChips, SEPARATORS, splitChips } from './chip-text';

/**
 * What a ChipInput's text input does: what is typed becomes chips at Enter, a comma, a paste of a
 * list or leaving the field; Backspace in the empty input removes the last chip; each change is
 * said in a polite status (`announcement`).
 */
export function useChipDraft(value: readonly string[], onChange: (value: string[]) => void) {
  const t = useCommonText();
  const [draft, setDraft] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const input = useRef<HTMLInputElement>(null);

  /** Makes chips of `text`; what is already there is said, not added. */
  const commit = (text: string) => {
    const parts = splitChips(text);
    if (!parts.length) return;
    const { value: next, repeated } = addChips(value, parts);
    const added = next.slice(value.length);
    if (added.length) onChange(next);
    setAnnouncement(
      [
        added.length ? t('chips.added', { label: added.join(', ') }) : '',
        repeated.length ? t('chips.repeated', { label: repeated.join(', ') }) : '',
      ]
        .filter(Boolean)
        .join(' '),
    );
  };

  const remove = (index: number) => {
    const chip = value[index];
    onChange(value.filter((_, i) => i !== index));
    setAnnouncement(t('chips.removed', { label: chip }));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // An input method (Chinese, Japanese) uses Enter to confirm what it composed.
    if (e.nativeEvent.isComposing) return;
    if (e.key === 'Enter') {
      e.preventDefault();
      commit(draft);
      setDraft('');
    } else if (e.key === 'Backspace' && draft === '' && value.length > 0) {
      e.preventDefault();
      remove(value.length - 1);
    }
  };

  /** A typed or composed comma ends the chip; what follows it stays in the input. */
  const onType = (text: string) => {
    if (!SEPARATORS.test(text)) return setDraft(text);
    const parts = text.split(SEPARATORS);
    const rest = parts.pop() ?? '';
    commit(parts.join(','));
    setDraft(rest.trimStart());
  };

  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const pasted = e.clipboardData.getData('text');
    if (!SEPARATORS.test(pasted)) return;
    e.preventDefault();
    const el = e.currentTarget;
    const start = el.selectionStart ?? draft.length;
    const end = el.selectionEnd ?? draft.length;
    const whole = draft.slice(0, start) + pasted + draft.slice(end);
    commit(whole);
    setDraft('');
  };

  /** Leaving the input makes a chip of what was typed. */
  const flush = () => {
    commit(draft);
    setDraft('');
  };

  return { draft, announcement, input, remove, onKeyDown, onType, onPaste, flush };
}
