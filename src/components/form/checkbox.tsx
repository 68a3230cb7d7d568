import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { useId, type ComponentProps, type ReactNode } from 'react';

import { cn } from '@/lib/cn';

export type CheckboxProps = Omit<ComponentProps<typeof CheckboxPrimitive.Root>, 'onChange'> & {
  /** Text next to the box (clicking it toggles); omit and pass `aria-label` for a bare box. */
  label?: ReactNode;
  /** A muted line under the label. */
  description?: ReactNode;
  /** Marks the box invalid (red border) and sets aria-invalid. */
  invalid?: boolean;
};

/**
 * A checkbox (Radix): checked, unchecked or `"indeterminate"`, with an optional label. The box is
 * drawn 18 px, and a clear layer 3 px around it makes a 24 px target (WCAG 2.2 2.5.8) without
 * moving anything.
 */
export function Checkbox({
  className,
  label,
  description,
  invalid,
  id,
  checked,
  ...props
}: CheckboxProps) {
  const autoId = useId();
  const boxId = id ?? autoId;
  const box = (
    <CheckboxPrimitive.Root
      id={boxId}
      checked={checked}
      aria-invalid={invalid || undefined}
      className={cn(
        'ee:peer ee:relative ee:inline-flex ee:size-[18px] ee:shrink-0 ee:cursor-pointer ee:items-center ee:justify-center ee:rounded-[4px] ee:border-2 ee:border-muted/70 ee:bg-transparent ee:text-white ee:transition-colors',
        'ee:data-[state=checked]:border-primary-solid ee:data-[state=checked]:bg-primary-solid ee:data-[state=indeterminate]:border-primary-solid ee:data-[state=indeterminate]:bg-primary-solid',
        'ee:disabled:cursor-not-allowed ee:disabled:opacity-50 ee:aria-invalid:border-error',
        !label && className,
      )}
      {...props}
    >
      <span aria-hidden data-hit-area="" className="ee:absolute ee:-inset-[5px]" />
      {/* An unchecked box mounts no indicator: tables render a box per row, most unchecked. */}
      {checked !== false && (
        <CheckboxPrimitive.Indicator className="ee:flex ee:items-center ee:justify-center">
          {checked === 'indeterminate' ? (
            <IconMinus aria-hidden size={14} stroke={3} />
          ) : (
            <IconCheck aria-hidden size={14} stroke={3} />
          )}
        </CheckboxPrimitive.Indicator>
      )}
    </CheckboxPrimitive.Root>
  );
  if (!label) return box;
  return (
    <div className={cn('ee:flex ee:items-start ee:gap-2.5', className)}>
      <span className="ee:mt-0.5 ee:inline-flex">{box}</span>
      <div className="ee:min-w-0">
        <label
          htmlFor={boxId}
          className="ee:cursor-pointer ee:text-[15px] ee:text-heading ee:peer-disabled:cursor-not-allowed"
        >
          {label}
        </label>
        {description && <p className="ee:m-0 ee:text-[13px] ee:text-muted">{description}</p>}
      </div>
    </div>
  );
}
