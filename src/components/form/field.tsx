import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useTableText } from '../table/use-table-text';

/** What a control inside a Field must carry so the label, hint and error reach assistive tech. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FieldProps {
  /** The label above the control. */
  label?: ReactNode;
  /** Help text under the control (hidden while an error shows). */
  hint?: ReactNode;
  /** Error message; marks the control invalid. */
  error?: ReactNode;
  /** Adds the required mark and aria-required. */
  required?: boolean;
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
  'h-[38px] w-full min-w-0 rounded-ee border border-line bg-transparent px-3.5 text-[15px] text-heading placeholder:text-muted transition-colors hover:border-muted focus:border-primary focus:outline-none focus-visible:outline-none focus:shadow-[0_0_0_1px_var(--ee-primary)] aria-invalid:border-error aria-invalid:focus:shadow-[0_0_0_1px_var(--ee-error)] disabled:cursor-not-allowed disabled:opacity-60';

/** Label, control, hint and error, wired with aria-describedby / aria-invalid; the kit's form row. */
export function Field({ label, hint, error, required, id, className, children, labelAs = 'label' }: FieldProps) {
  const t = useTableText();
  const auto = useId();
  const controlId = id ?? auto;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hasError ? errorId : null, hint && !hasError ? hintId : null].filter(Boolean).join(' ') || undefined;
  const Label = labelAs;
  return (
    <div className={cn('flex min-w-0 flex-col gap-1', className)}>
      {label && (
        <Label {...(labelAs === 'label' ? { htmlFor: controlId } : { id: `${controlId}-label` })} className="text-[13px] font-medium text-heading">
          {label}
          {required && (
            <span className="ms-0.5 text-[var(--ee-error-ink)]" aria-hidden>
              *
            </span>
          )}
          {required && <span className="sr-only"> ({t('form.required')})</span>}
        </Label>
      )}
      {children({ id: controlId, 'aria-describedby': describedBy, 'aria-invalid': hasError ? true : undefined, 'aria-required': required ? true : undefined })}
      {hasError ? (
        <p id={errorId} className="m-0 text-[13px] text-[var(--ee-error-ink)]">
          {error}
        </p>
      ) : (
        hint && (
          <p id={hintId} className="m-0 text-[13px] text-muted">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
