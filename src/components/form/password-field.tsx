import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState, type ComponentProps } from 'react';

import { cn } from '@/lib/cn';

import { useTableText } from '../table/use-table-text';
import { Field, inputClass, type FieldBaseProps } from './field';

export type PasswordFieldProps = Omit<ComponentProps<'input'>, 'type' | 'children'> &
  FieldBaseProps & {
    /** Classes of the Field wrapper. */
    fieldClassName?: string;
  };

/** A password input with a show/hide toggle (aria-pressed). */
export function PasswordField({
  label,
  hint,
  error,
  required,
  id,
  className,
  fieldClassName,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const t = useTableText();
  const [shown, setShown] = useState(false);
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
            type={shown ? 'text' : 'password'}
            autoComplete={autoComplete}
            required={required}
            className={cn(inputClass, 'ee:pe-11', className)}
            {...props}
          />
          <button
            type="button"
            aria-label={shown ? t('form.hidePassword') : t('form.showPassword')}
            aria-pressed={shown}
            onClick={() => setShown((s) => !s)}
            className="ee:absolute ee:end-1.5 ee:inline-flex ee:size-8 ee:cursor-pointer ee:items-center ee:justify-center ee:rounded-full ee:text-muted ee:hover:bg-surface-2 ee:hover:text-heading"
          >
            {shown ? <IconEyeOff aria-hidden size={18} /> : <IconEye aria-hidden size={18} />}
          </button>
        </div>
      )}
    </Field>
  );
}
