import { useEffect, useState } from 'react';

import { formatIsoDay, fromIsoDay, toIsoDay } from './calendar';
import { parseTypedDate } from './typed-date';

/**
 * The text of a DatePicker's field and what it means: the value as the language writes it, or
 * what the user is typing; `commit` reads it (a day becomes the value, nothing clears it, anything
 * else is passed on and marked `typedWrong`). A new value from outside (a reset, "use theirs")
 * replaces the text; typing does not.
 */
export function useTypedDate(
  value: string | undefined,
  onChange: (value: string) => void,
  language: string,
) {
  const selected = fromIsoDay(value);
  const shown = selected ? formatIsoDay(value, language) : (value ?? '');
  const [text, setText] = useState(shown);
  const [typedWrong, setTypedWrong] = useState(false);
  const valid = Boolean(selected);
  useEffect(() => {
    setText(shown);
    if (valid || !value) setTypedWrong(false);
  }, [shown, valid, value]);

  /**
   * Reads what was typed: a day becomes the value, nothing clears it, anything else stays and is
   * refused.
   */
  const commit = () => {
    const typed = text.trim();
    if (typed === shown) return;
    if (typed === '') {
      setTypedWrong(false);
      onChange('');
      return;
    }
    const iso = parseTypedDate(typed, language);
    setTypedWrong(!iso);
    onChange(iso ?? typed);
    if (iso) setText(formatIsoDay(iso, language));
  };

  const clear = () => {
    setTypedWrong(false);
    setText('');
    onChange('');
  };

  /** A day picked in the calendar. */
  const choose = (day: Date) => {
    setTypedWrong(false);
    onChange(toIsoDay(day));
  };

  return { selected, text, setText, typedWrong, commit, clear, choose };
}
