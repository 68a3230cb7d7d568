import {
  useImperativeHandle,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';

import { emailAddressText } from '@/api/contract/email';
import { Field } from '@/components/form/field';
import { Chip } from '@/components/ui/chip';
import { emailNs } from '@/i18n/ns/email';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';

import { isolateText } from '../shared/bidi';

export interface AddressChipsFieldProps {
  /** The label before the field ("To", "Cc"). */
  label: ReactNode;
  /** The addresses chosen. */
  value: readonly string[];
  /** Called with the new list of addresses. */
  onChange: (value: string[]) => void;
  /** Called when the field loses focus (react-hook-form's `field.onBlur`). */
  onBlur?: () => void;
  /** The field's error (from the form); an address typed wrong shows its own. */
  error?: ReactNode;
  /** Says an address is not one, in the user's language. */
  invalidMessage: string;
  /** Buttons at the end of the row (Add Cc, Add Bcc). */
  end?: ReactNode;
  /** Id of the text input. */
  id?: string;
  /**
   * Told the text typed and not yet added (an address refused stays there), so a send can refuse it
   * too.
   */
  onPendingChange?: (text: string) => void;
  /**
   * The text typed and not yet added when the field is drawn again (its dialog was minimised); what
   * is no address in it shows the message again.
   */
  initialText?: string;
  /** `focus()` puts the caret in the text input (react-hook-form's `field.ref`). */
  ref?: Ref<{ focus: () => void }>;
}

/** Separators between typed addresses: a comma, a semicolon or white space. */
const SEPARATORS = /[,;\s]+/;

/** The typed text's parts: the valid addresses and the rest. */
function partsOf(typed: string): { good: string[]; bad: string[] } {
  const good: string[] = [];
  const bad: string[] = [];
  for (const part of typed.split(SEPARATORS).filter(Boolean)) {
    const parsed = emailAddressText.safeParse(part);
    if (parsed.success) good.push(parsed.data);
    else bad.push(part);
  }
  return { good, bad };
}

/**
 * Addresses as chips: type one and press Enter or a comma (or paste a list, or leave the field)
 * to add it; an address that is not one stays typed with a message, so nothing is lost;
 * Backspace in the empty text removes the last chip. Each chip has its remove button.
 */
export function AddressChipsField({
  label,
  value,
  onChange,
  onBlur,
  error,
  invalidMessage,
  end,
  id,
  onPendingChange,
  initialText = '',
  ref,
}: AddressChipsFieldProps) {
  const { t } = useKitTranslation(emailNs);
  const [text, setTextState] = useState(initialText);
  const setText = (next: string) => {
    setTextState(next);
    onPendingChange?.(next.trim());
  };
  const [refused, setRefused] = useState(() => partsOf(initialText).bad.length > 0);
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => ({ focus: () => input.current?.focus() }), []);

  /**
   * Adds the addresses of `typed` that are valid; what is not stays typed. Returns whether all
   * were.
   */
  const commit = (typed: string): boolean => {
    const { good, bad } = partsOf(typed);
    if (good.length === 0 && bad.length === 0) {
      setText('');
      setRefused(false);
      return true;
    }
    const known = new Set(value.map((v) => v.toLowerCase()));
    const added = good.filter((g) => !known.has(g.toLowerCase()) && known.add(g.toLowerCase()));
    if (added.length) onChange([...value, ...added]);
    setText(bad.join(', '));
    setRefused(bad.length > 0);
    return bad.length === 0;
  };

  const keyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ',' || e.key === ';') {
      // Enter adds the address instead of submitting the form.
      e.preventDefault();
      commit(text);
    } else if (e.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  const paste = (e: ClipboardEvent<HTMLInputElement>) => {
    const pasted = e.clipboardData.getData('text');
    if (!SEPARATORS.test(pasted.trim())) return;
    e.preventDefault();
    commit(`${text} ${pasted}`);
  };

  const shownError = refused ? invalidMessage : error;
  return (
    <Field
      label={label}
      error={shownError}
      hint={value.length === 0 && !text ? t('compose.addressHint') : undefined}
      id={id}
    >
      {(control) => (
        <div
          className={cn(
            'ee:flex ee:min-h-[38px] ee:w-full ee:min-w-0 ee:flex-wrap ee:items-center ee:gap-1.5 ee:rounded-ee ee:border ee:border-line ee:px-2 ee:py-1 ee:transition-colors ee:hover:border-muted ee:focus-within:border-primary ee:focus-within:shadow-[0_0_0_1px_var(--ee-primary)]',
            control['aria-invalid'] &&
              'ee:border-error ee:focus-within:shadow-[0_0_0_1px_var(--ee-error)]',
          )}
          onClick={(e) => {
            if (e.target === e.currentTarget) input.current?.focus();
          }}
        >
          {value.map((address) => (
            <Chip
              key={address}
              color="secondary"
              size="sm"
              shape="pill"
              className="ee:max-w-full"
              truncate
              onDelete={() => onChange(value.filter((v) => v !== address))}
              deleteLabel={t('compose.removeAddress', { address: isolateText(address) })}
            >
              <bdi>{address}</bdi>
            </Chip>
          ))}
          <input
            {...control}
            ref={input}
            type="text"
            inputMode="email"
            autoCapitalize="off"
            spellCheck={false}
            dir="auto"
            autoComplete="email"
            value={text}
            onChange={(e) => {
              // A comma typed on a phone keyboard that sends no key event still separates.
              if (/[,;]$/.test(e.target.value)) commit(e.target.value.slice(0, -1));
              else {
                setText(e.target.value);
                if (refused) setRefused(false);
              }
            }}
            onKeyDown={keyDown}
            onPaste={paste}
            onBlur={() => {
              commit(text);
              onBlur?.();
            }}
            className="ee:h-7 ee:min-w-32 ee:flex-1 ee:border-0 ee:bg-transparent ee:px-1.5 ee:text-[15px] ee:text-heading ee:outline-none ee:placeholder:text-muted"
          />
          {end}
        </div>
      )}
    </Field>
  );
}
