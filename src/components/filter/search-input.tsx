import { IconSearch, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';

import { cn } from '@/lib/cn';

import { useTableText } from '../table/use-table-text';

export type SearchInputProps = Omit<
  ComponentProps<'input'>,
  'value' | 'onChange' | 'defaultValue' | 'type'
> & {
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
export function SearchInput({
  value,
  onChange,
  delay = 300,
  className,
  inputClassName,
  placeholder,
  onKeyDown,
  ...props
}: SearchInputProps) {
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
    <div className={cn('ee:relative ee:flex ee:min-w-0 ee:items-center', className)}>
      <IconSearch
        aria-hidden
        size={18}
        className="ee:pointer-events-none ee:absolute ee:start-3 ee:text-muted"
      />
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
          'ee:h-[38px] ee:w-full ee:min-w-0 ee:rounded-ee ee:border ee:border-line ee:bg-transparent ee:ps-9 ee:pe-9 ee:text-[15px] ee:text-heading ee:placeholder:text-muted ee:focus:border-primary ee:focus:outline-none ee:focus-visible:outline-none ee:[&::-webkit-search-cancel-button]:hidden',
          inputClassName,
        )}
        {...props}
      />
      {text && (
        <button
          type="button"
          aria-label={t('filter.clearSearch')}
          onClick={clear}
          className="ee:absolute ee:end-2 ee:inline-flex ee:size-6 ee:cursor-pointer ee:items-center ee:justify-center ee:rounded-full ee:text-muted ee:hover:bg-surface-2 ee:hover:text-heading"
        >
          <IconX aria-hidden size={16} />
        </button>
      )}
    </div>
  );
}
