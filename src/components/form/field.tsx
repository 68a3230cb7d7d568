import { useId, type ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { useTableText } from '../table/use-table-text';

/** What a control inside a Field must carry so the label, hint and error reach assistive tech. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

/** What every field shows around its control; each field's props extend it. */
export interface FieldBaseProps {
  /** The label above the control. */
  label?: ReactNode;
  /** Help text under the control (hidden while an error shows). */
  hint?: ReactNode;
  /** Error message (e.g. the form's or the API's); marks the control invalid. */
  error?: ReactNode;
  /** Adds the required mark and aria-required. */
  required?: boolean;
}

export interface FieldProps extends FieldBaseProps {
  /** Id of the control; generated when omitted. */
  id?: string;
  /** Classes of the wrapper. */
  className?: string;
  /** The control, given the ids and aria attributes to spread onto it. */
  children: (control: FieldControlProps) => ReactNode;
  /** Use a group label (legend-like) instead of `<label for>`, for radio groups and drop zones. */
  labelAs?: 'label' | 'span';
}

export const inputClass =
  'ee:h-[38px] ee:w-full ee:min-w-0 ee:rounded-ee ee:border ee:border-line ee:bg-transparent ee:px-3.5 ee:text-[15px] ee:text-heading ee:placeholder:text-muted ee:transition-colors ee:hover:border-muted ee:focus:border-primary ee:focus:outline-none ee:focus-visible:outline-none ee:focus:shadow-[0_0_0_1px_var(--ee-primary)] ee:aria-invalid:border-error ee:aria-invalid:focus:shadow-[0_0_0_1px_var(--ee-error)] ee:disabled:cursor-not-allowed ee:disabled:opacity-60';

/**
 * Label, control, hint and error, wired with aria-describedby / aria-invalid; the kit's form row.
 */
export function Field({
  label,
  hint,
  error,
  required,
  id,
  className,
  children,
  labelAs = 'label',
}: FieldProps) {
  const t = useTableText();
  const auto = useId();
  const controlId = id ?? auto;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy =
    [hasError ? errorId : null, hint && !hasError ? hintId : null].filter(Boolean).join(' ') ||
    undefined;
  const Label = labelAs;
  return (
    <div className={cn('ee:flex ee:min-w-0 ee:flex-col ee:gap-1', className)}>
      {label && (
        <Label
          {...(labelAs === 'label' ? { htmlFor: controlId } : { id: `${controlId}-label` })}
          className="ee:text-[13px] ee:font-medium ee:text-heading"
        >
          {label}
          {required && (
            <span className="ee:ms-0.5 ee:text-[var(--ee-error-ink)]" aria-hidden>
              *
            </span>
          )}
          {required && <span className="ee:sr-only"> ({t('form.required')})</span>}
        </Label>
      )}
      {children({
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': hasError ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {hasError ? (
        <p id={errorId} className="ee:m-0 ee:text-[13px] ee:text-[var(--ee-error-ink)]">
          {error}
        </p>
      ) : (
        hint && (
          <p id={hintId} className="ee:m-0 ee:text-[13px] ee:text-muted">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
