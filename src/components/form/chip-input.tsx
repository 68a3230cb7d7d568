import { cn } from '@/lib/cn';

import { Chip } from '../ui/chip';
import { useCommonText } from '../ui/use-common-text';
import { Field, type FieldBaseProps } from './field';
import { useChipDraft } from './use-chip-draft';

export interface ChipInputProps extends FieldBaseProps {
  /** Id of the text input; generated when omitted. */
  id?: string;
  /** The chips. */
  value: readonly string[];
  /** Called with the new list when a chip is added or removed. */
  onChange: (value: string[]) => void;
  /** Called when the text input loses focus (after what was typed there became chips). */
  onBlur?: () => void;
  /**
   * Longest chip, in characters (the API's limit): a longer one is marked and said on the field.
   */
  maxLength?: number;
  /** Most chips (the API's limit): those past it are marked and it is said on the field. */
  maxItems?: number;
  /** Placeholder of the text input while there are no chips. */
  placeholder?: string;
  /** Disables the input and the remove buttons. */
  disabled?: boolean;
  /** Name of a chip's remove button; default "Remove {chip}". */
  removeLabel?: (chip: string) => string;
  /** Classes of the Field wrapper. */
  fieldClassName?: string;
  /** Classes of the box holding the chips and the input. */
  className?: string;
}

export { addChips, splitChips } from './chip-text';

/**
 * A list of short texts (tags, keywords) typed as chips. Enter or a comma turns what is typed
 * into a chip, a paste of "a, b, c" gives three, one already there is not added twice, Backspace
 * in the empty input removes the last chip, and each chip has its own remove button. Enter
 * never submits the surrounding form. What is typed is never dropped: leaving the input makes
 * it a chip, and a chip past `maxLength` or `maxItems` is kept, marked, and the limit said on
 * the field, so the form's own rules refuse the save and the user decides what to remove.
 */
export function ChipInput({
  label,
  hint,
  error,
  required,
  id,
  value,
  onChange,
  onBlur,
  maxLength,
  maxItems,
  placeholder,
  disabled,
  removeLabel,
  fieldClassName,
  className,
}: ChipInputProps) {
  const t = useCommonText();
  const { draft, announcement, input, remove, onKeyDown, onType, onPaste, flush } = useChipDraft(
    value,
    onChange,
  );
  const tooLong = (chip: string) => maxLength !== undefined && chip.length > maxLength;
  const pastLimit = (index: number) => maxItems !== undefined && index >= maxItems;
  const limitError = value.some(tooLong)
    ? t('validation.tooLong', { max: maxLength })
    : maxItems !== undefined && value.length > maxItems
      ? t('validation.tooMany', { max: maxItems })
      : undefined;
  const shownError = error || limitError;

  return (
    <Field
      label={label}
      hint={hint}
      error={shownError}
      required={required}
      id={id}
      className={fieldClassName}
    >
      {(control) => (
        <div
          // A click on the box's empty space goes to the input, as in a text field.
          onMouseDown={(e) => {
            if (e.target === e.currentTarget) {
              e.preventDefault();
              input.current?.focus();
            }
          }}
          className={cn(
            'ee:flex ee:min-h-[38px] ee:w-full ee:min-w-0 ee:flex-wrap ee:items-center ee:gap-1.5 ee:rounded-ee ee:border ee:border-line ee:px-2 ee:py-[5px] ee:transition-colors ee:hover:border-muted',
            'ee:focus-within:border-primary ee:focus-within:shadow-[0_0_0_1px_var(--ee-primary)]',
            shownError &&
              'ee:border-error ee:focus-within:border-error ee:focus-within:shadow-[0_0_0_1px_var(--ee-error)]',
            // Not faded: the chips stay readable (their contrast holds); the box is shaded instead.
            disabled && 'ee:cursor-not-allowed ee:bg-surface-2 ee:hover:border-line',
            className,
          )}
        >
          {value.length > 0 && (
            <ul className="ee:m-0 ee:flex ee:min-w-0 ee:max-w-full ee:list-none ee:flex-wrap ee:gap-1.5 ee:p-0">
              {value.map((chip, index) => (
                <li key={chip} className="ee:flex ee:min-w-0">
                  <Chip
                    color={tooLong(chip) || pastLimit(index) ? 'error' : 'secondary'}
                    onDelete={
                      disabled
                        ? undefined
                        : () => {
                            remove(index);
                            input.current?.focus();
                          }
                    }
                    deleteLabel={removeLabel ? removeLabel(chip) : t('ui.remove', { label: chip })}
                    className="ee:max-w-full"
                  >
                    <bdi>{chip}</bdi>
                  </Chip>
                </li>
              ))}
            </ul>
          )}
          <input
            {...control}
            ref={input}
            type="text"
            value={draft}
            disabled={disabled}
            required={required && value.length === 0}
            autoComplete="off"
            enterKeyHint="enter"
            placeholder={value.length === 0 ? placeholder : undefined}
            onChange={(e) => onType(e.target.value)}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
            onBlur={() => {
              flush();
              onBlur?.();
            }}
            className="ee:h-7 ee:min-w-[8ch] ee:flex-1 ee:border-0 ee:bg-transparent ee:px-1.5 ee:text-[15px] ee:text-heading ee:placeholder:text-muted ee:focus:outline-none ee:disabled:cursor-not-allowed"
          />
          <span role="status" className="ee:sr-only">
            {announcement}
          </span>
        </div>
      )}
    </Field>
  );
}
