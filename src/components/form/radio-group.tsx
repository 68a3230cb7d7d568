import type { ReactNode } from 'react';
import * as RadioPrimitive from '@radix-ui/react-radio-group';
import { cn } from '../../lib/cn';
import { Field } from './field';
import type { SelectOption } from './select';

export interface RadioGroupProps<V extends string = string> {
  /** The group's label. */
  label?: ReactNode;
  /** Help text. */
  hint?: ReactNode;
  /** Error message. */
  error?: ReactNode;
  /** Adds the required mark. */
  required?: boolean;
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
export function RadioGroup<V extends string = string>({ label, hint, error, required, options, value, onChange, inline, disabled, name, id, className }: RadioGroupProps<V>) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={className} labelAs="span">
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
          className={cn('flex gap-3', inline ? 'flex-row flex-wrap gap-x-6' : 'flex-col')}
        >
          {options.map((o) => {
            const itemId = `${control.id}-${o.value}`;
            return (
              <div key={o.value} className="flex items-start gap-2.5">
                <RadioPrimitive.Item
                  id={itemId}
                  value={o.value}
                  disabled={o.disabled}
                  className="mt-0.5 inline-flex size-[18px] shrink-0 cursor-pointer items-center justify-center rounded-full border-2 border-muted/70 data-[state=checked]:border-primary-solid disabled:cursor-not-allowed disabled:opacity-50"
                >
                  <RadioPrimitive.Indicator className="block size-2 rounded-full bg-primary-solid" />
                </RadioPrimitive.Item>
                <div>
                  <label htmlFor={itemId} className="cursor-pointer text-[15px] text-heading">
                    {o.label}
                  </label>
                  {o.description && <p className="m-0 text-[13px] text-muted">{o.description}</p>}
                </div>
              </div>
            );
          })}
        </RadioPrimitive.Root>
      )}
    </Field>
  );
}
