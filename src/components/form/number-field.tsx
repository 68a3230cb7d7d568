import type { ComponentProps, ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { Field, inputClass, type FieldBaseProps } from './field';

export type NumberFieldProps = Omit<ComponentProps<'input'>, 'type' | 'children'> &
  FieldBaseProps & {
    /** Unit shown after the number ("kW", "V"). */
    unit?: ReactNode;
    /** Classes of the Field wrapper. */
    fieldClassName?: string;
  };

/**
 * A labelled number input with an optional unit; register with `{ valueAsNumber: true }` or coerce
 * in zod.
 */
export function NumberField({
  label,
  hint,
  error,
  required,
  id,
  unit,
  className,
  fieldClassName,
  step = 'any',
  ...props
}: NumberFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      id={id}
      className={fieldClassName}
    >
      {(control) => (
        <div className="ee:relative ee:flex ee:items-center">
          <input
            {...control}
            type="number"
            inputMode="decimal"
            step={step}
            required={required}
            className={cn(inputClass, 'ee:tabular-nums', unit && 'ee:pe-12', className)}
            {...props}
          />
          {unit && (
            <span className="ee:pointer-events-none ee:absolute ee:end-3.5 ee:text-[13px] ee:text-muted">
              {unit}
            </span>
          )}
        </div>
      )}
    </Field>
  );
}
