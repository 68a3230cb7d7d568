import * as RadioPrimitive from '@radix-ui/react-radio-group';
import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { Field, type FieldBaseProps } from './field';
import type { SelectOption } from './select';

export interface RadioGroupProps<V extends string = string> extends FieldBaseProps {
  /** The choices. */
  options: readonly (SelectOption<V> & { description?: ReactNode })[];
  /** Selected value. */
  value: V | '' | undefined;
  /** Called with the chosen value. */
  onChange: (value: V) => void;
  /** Side by side instead of stacked. */
  inline?: boolean;
  /** Disables every choice. */
  disabled?: boolean;
  /** Form field name. */
  name?: string;
  /** Id of the group. */
  id?: string;
  /** Classes of the Field wrapper. */
  className?: string;
}

/** A labelled Radix radio group (arrow keys move the choice). */
export function RadioGroup<V extends string = string>({
  label,
  hint,
  error,
  required,
  options,
  value,
  onChange,
  inline,
  disabled,
  name,
  id,
  className,
}: RadioGroupProps<V>) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={className}
      labelAs="span"
    >
      {(control) => (
        <RadioPrimitive.Root
          id={control.id}
          aria-labelledby={label ? `${control.id}-label` : undefined}
          aria-describedby={control['aria-describedby']}
          aria-invalid={control['aria-invalid']}
          aria-required={control['aria-required']}
          value={value ?? ''}
          onValueChange={(v) => onChange(v as V)}
          disabled={disabled}
          name={name}
          className={cn(
            'ee:flex ee:gap-3',
            inline ? 'ee:flex-row ee:flex-wrap ee:gap-x-6' : 'ee:flex-col',
          )}
        >
          {options.map((o) => {
            const itemId = `${control.id}-${o.value}`;
            return (
              <div key={o.value} className="ee:flex ee:items-start ee:gap-2.5">
                <RadioPrimitive.Item
                  id={itemId}
                  value={o.value}
                  disabled={o.disabled}
                  aria-describedby={o.description ? `${itemId}-description` : undefined}
                  className="ee:mt-0.5 ee:inline-flex ee:size-[18px] ee:shrink-0 ee:cursor-pointer ee:items-center ee:justify-center ee:rounded-full ee:border-2 ee:border-muted/70 ee:data-[state=checked]:border-primary-solid ee:disabled:cursor-not-allowed ee:disabled:opacity-50"
                >
                  <RadioPrimitive.Indicator className="ee:block ee:size-2 ee:rounded-full ee:bg-primary-solid" />
                </RadioPrimitive.Item>
                <div>
                  <label
                    htmlFor={itemId}
                    className="ee:cursor-pointer ee:text-[15px] ee:text-heading"
                  >
                    {o.label}
                  </label>
                  {o.description && (
                    <p id={`${itemId}-description`} className="ee:m-0 ee:text-[13px] ee:text-muted">
                      {o.description}
                    </p>
                  )}
                </div>
              </div>
            );
          })}
        </RadioPrimitive.Root>
      )}
    </Field>
  );
}
