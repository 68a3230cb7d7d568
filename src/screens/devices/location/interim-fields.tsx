/**
 * INTERIM: plain labelled inputs for the location and maintenance dialogs, written while
 * `src/components/form` (TextField, Select, Textarea, NumberField, DatePicker, FormDialog) did
 * not exist yet. Replace with the kit's form components when they land; the dialogs only use
 * `Field` + native controls, so the swap is local.
 */
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export const controlClass =
  'h-[38px] w-full rounded-ee border border-line bg-transparent px-3.5 text-[15px] text-heading outline-none placeholder:text-muted focus:border-primary focus:ring-2 focus:ring-primary/20 aria-invalid:border-error';

export interface FieldProps {
  label: ReactNode;
  /** The API's or the form's message for this field. */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  /** Renders the control with the ids that tie it to its label, hint and error. */
  children: (ids: { id: string; 'aria-describedby'?: string; 'aria-invalid'?: true; required?: boolean }) => ReactNode;
}

export function Field({ label, error, hint, required, className, children }: FieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-[13px] text-heading">
        {label}
        {required && (
          <span aria-hidden className="tone-error text-tone-ink">
            {' '}
            *
          </span>
        )}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined, required })}
      {hint && !error && (
        <p id={`${id}-hint`} className="m-0 text-[13px] text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="tone-error m-0 text-[13px] text-tone-ink">
          {error}
        </p>
      )}
    </div>
  );
}

export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(controlClass, 'cursor-pointer pe-8', className)} {...props} />;
}
