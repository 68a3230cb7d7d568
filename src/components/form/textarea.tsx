import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

import { Field, inputClass, type FieldBaseProps } from './field';

export type TextareaProps = Omit<ComponentProps<'textarea'>, 'children'> &
  FieldBaseProps & {
    /** Classes of the Field wrapper. */
    fieldClassName?: string;
  };

/** A labelled multi-line text box. */
export function Textarea({
  label,
  hint,
  error,
  required,
  id,
  className,
  fieldClassName,
  rows = 4,
  ...props
}: TextareaProps) {
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
        <textarea
          {...control}
          rows={rows}
          required={required}
          className={cn(inputClass, 'ee:h-auto ee:py-2 ee:leading-normal', className)}
          {...props}
        />
      )}
    </Field>
  );
}
