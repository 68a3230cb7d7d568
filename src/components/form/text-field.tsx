import type { ComponentProps, ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { Field, inputClass, type FieldBaseProps } from './field';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'children'> &
  FieldBaseProps & {
    /** Content before the text inside the box (icon, currency). */
    startAdornment?: ReactNode;
    /** Content after the text inside the box (unit, button). */
    endAdornment?: ReactNode;
    /** Classes of the Field wrapper (`className` goes to the input). */
    fieldClassName?: string;
  };

/** A labelled text input; spread `form.register('name')` onto it. */
export function TextField({
  label,
  hint,
  error,
  required,
  id,
  startAdornment,
  endAdornment,
  className,
  fieldClassName,
  ...props
}: TextFieldProps) {
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
          {startAdornment && (
            <span className="ee:pointer-events-none ee:absolute ee:start-3 ee:flex ee:items-center ee:text-muted">
              {startAdornment}
            </span>
          )}
          <input
            {...control}
            required={required}
            className={cn(
              inputClass,
              startAdornment && 'ee:ps-9',
              endAdornment && 'ee:pe-11',
              className,
            )}
            {...props}
          />
          {endAdornment && (
            <span className="ee:absolute ee:end-2 ee:flex ee:items-center ee:text-muted">
              {endAdornment}
            </span>
          )}
        </div>
      )}
    </Field>
  );
}
