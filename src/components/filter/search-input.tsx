import { useEffect, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { IconSearch, IconX } from '@tabler/icons-react';
import { cn } from '../../lib/cn';
import { useTableText } from '../table/use-table-text';

export type SearchInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'defaultValue' | 'type'> & {
  /** The applied search text (e.g. `q` from the list state). */
  value: string;
  /** Called with the text once typing pauses for `delay` ms, at once on clear/Escape/Enter. */
  onChange: (value: string) => void;
  /** Debounce in ms. */
  delay?: number;
  /** Accessible name; defaults to "Search". */
  'aria-label'?: string;
  /** Classes of the wrapper (the input takes `inputClassName`). */
  className?: string;
  /** Classes of the input itself. */
  inputClassName?: string;
};

/** A search box: debounced, clearable (button or Escape), with a search icon; rtl-aware. */
export function SearchInput({ value, onChange, delay = 300, className, inputClassName, placeholder, onKeyDown, ...props }: SearchInputProps) {
  const t = useTableText();
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  const [emitted, setEmitted] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // The value changed from outside (clear all, back button): show it. Our own debounced
  // value coming back must not overwrite what was typed since.
  if (value !== applied) {
    setApplied(value);
    if (value !== emitted) setText(value);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const emit = (next: string) => {
    clearTimeout(timer.current);
    if (next !== value) {
      setEmitted(next);
      onChangeRef.current(next);
    }
  };

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => emit(next), delay);
  };

  const clear = () => {
    setText('');
    emit('');
    inputRef.current?.focus();
  };

  const keyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(e);
    if (e.defaultPrevented) return;
    if (e.key === 'Escape' && text) {
      e.preventDefault();
      e.stopPropagation();
      clear();
    } else if (e.key === 'Enter') {
      emit(text);
    }
  };

  return (
    <div className={cn('relative flex min-w-0 items-center', className)}>
      <IconSearch aria-hidden size={18} className="pointer-events-none absolute start-3 text-muted" />
      <input
        ref={inputRef}
        type="search"
        role="searchbox"
        aria-label={props['aria-label'] ?? t('filter.search')}
        placeholder={placeholder ?? t('filter.search')}
        value={text}
        onChange={(e) => change(e.target.value)}
        onKeyDown={keyDown}
        className={cn(
          'h-[38px] w-full min-w-0 rounded-ee border border-line bg-transparent ps-9 pe-9 text-[15px] text-heading placeholder:text-muted focus:border-primary focus:outline-none focus-visible:outline-none [&::-webkit-search-cancel-button]:hidden',
          inputClassName,
        )}
        {...props}
      />
      {text && (
        <button
          type="button"
          aria-label={t('filter.clearSearch')}
          onClick={clear}
          className="absolute end-2 inline-flex size-6 cursor-pointer items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-heading"
        >
          <IconX aria-hidden size={16} />
        </button>
      )}
    </div>
  );
}
