import * as SelectPrimitive from '@radix-ui/react-select';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';

import { cn } from '@/lib/cn';

import { useTableText } from '../table/use-table-text';
import { Field, inputClass, type FieldBaseProps } from './field';

/** One choice of a Select or Combobox. */
export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
  disabled?: boolean;
  /**
   * A Combobox choice that is a place in a tree (site › building › room): drawn as a path that
   * gives way in the middle, so the leaf always shows (the whole path on hover and focus).
   * `label` stays what the search matches.
   */
  path?: readonly string[];
}

export interface SelectProps<V extends string = string> extends FieldBaseProps {
  /** The choices. */
  options: readonly SelectOption<V>[];
  /** Selected value ('' or undefined: none). */
  value: V | '' | undefined;
  /** Called with the chosen value. */
  onChange: (value: V) => void;
  /** Called when the popup closes (react-hook-form's onBlur). */
  onBlur?: () => void;
  /** Text when nothing is chosen. */
  placeholder?: string;
  /** Disables the control. */
  disabled?: boolean;
  /** Form field name (for native form submission). */
  name?: string;
  /** Id of the trigger. */
  id?: string;
  /** Classes of the Field wrapper. */
  className?: string;
}

/**
 * A labelled Radix select (keyboard, typeahead, aria for free); use with react-hook-form's
 * Controller.
 */
export function Select<V extends string = string>({
  label,
  hint,
  error,
  required,
  options,
  value,
  onChange,
  onBlur,
  placeholder,
  disabled,
  name,
  id,
  className,
}: SelectProps<V>) {
  const t = useTableText();
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
    >
      {(control) => (
        <SelectPrimitive.Root
          value={value ?? ''}
          onValueChange={(v) => onChange(v as V)}
          onOpenChange={(o) => !o && onBlur?.()}
          disabled={disabled}
          name={name}
          required={required}
        >
          <SelectPrimitive.Trigger
            {...control}
            className={cn(
              inputClass,
              'ee:flex ee:cursor-pointer ee:items-center ee:justify-between ee:gap-2 ee:text-start ee:data-[placeholder]:text-muted',
            )}
          >
            <SelectPrimitive.Value placeholder={placeholder ?? t('form.select')} />
            <SelectPrimitive.Icon>
              <IconChevronDown aria-hidden size={18} className="ee:text-muted" />
            </SelectPrimitive.Icon>
          </SelectPrimitive.Trigger>
          <SelectPrimitive.Portal>
            <SelectPrimitive.Content
              position="popper"
              sideOffset={4}
              className="ee:z-50 ee:max-h-72 ee:min-w-[var(--radix-select-trigger-width)] ee:overflow-hidden ee:rounded-ee ee:border ee:border-[var(--ee-card-border)] ee:bg-surface ee:shadow-card"
            >
              <SelectPrimitive.Viewport className="ee:p-1.5">
                {options.map((o) => (
                  <SelectPrimitive.Item
                    key={o.value}
                    value={o.value}
                    disabled={o.disabled}
                    className="ee:relative ee:flex ee:cursor-pointer ee:items-center ee:rounded-ee ee:py-2 ee:ps-8 ee:pe-3 ee:text-[15px] ee:text-heading ee:outline-none ee:select-none ee:data-[disabled]:cursor-not-allowed ee:data-[disabled]:opacity-50 ee:data-[highlighted]:bg-primary/12 ee:data-[highlighted]:text-primary-ink ee:data-[state=checked]:font-medium"
                  >
                    <SelectPrimitive.ItemIndicator className="ee:absolute ee:start-2.5 ee:inline-flex">
                      <IconCheck aria-hidden size={16} />
                    </SelectPrimitive.ItemIndicator>
                    <SelectPrimitive.ItemText>{o.label}</SelectPrimitive.ItemText>
                  </SelectPrimitive.Item>
                ))}
              </SelectPrimitive.Viewport>
            </SelectPrimitive.Content>
          </SelectPrimitive.Portal>
        </SelectPrimitive.Root>
      )}
    </Field>
  );
}
