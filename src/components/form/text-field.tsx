import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Field, inputClass } from './field';

export type TextFieldProps = Omit<ComponentProps<'input'>, 'children'> & {
  /** The label above the input. */
  label?: ReactNode;
  /** Help text under the input. */
  hint?: ReactNode;
  /** Error message (e.g. `form.formState.errors.name?.message`). */
  error?: ReactNode;
  /** Content before the text inside the box (icon, currency). */
  startAdornment?: ReactNode;
  /** Content after the text inside the box (unit, button). */
  endAdornment?: ReactNode;
  /** Classes of the Field wrapper (`className` goes to the input). */
  fieldClassName?: string;
};

/** A labelled text input; spread `form.register('name')` onto it. */
export function TextField({ label, hint, error, required, id, startAdornment, endAdornment, className, fieldClassName, ...props }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={fieldClassName}>
      {(control) => (
        <div className="relative flex items-center">
          {startAdornment && <span className="pointer-events-none absolute start-3 flex items-center text-muted">{startAdornment}</span>}
          <input {...control} required={required} className={cn(inputClass, startAdornment && 'ps-9', endAdornment && 'pe-11', className)} {...props} />
          {endAdornment && <span className="absolute end-2 flex items-center text-muted">{endAdornment}</span>}
        </div>
      )}
    </Field>
  );
}
