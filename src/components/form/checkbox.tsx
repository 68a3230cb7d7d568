import type { ComponentProps, ReactNode } from 'react';
import { useId } from 'react';
import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { cn } from '../../lib/cn';

export type CheckboxProps = Omit<ComponentProps<typeof CheckboxPrimitive.Root>, 'onChange'> & {
  /** Text next to the box (clicking it toggles); omit and pass `aria-label` for a bare box. */
  label?: ReactNode;
  /** A muted line under the label. */
  description?: ReactNode;
  /** Marks the box invalid (red border) and sets aria-invalid. */
  invalid?: boolean;
};

/** A checkbox (Radix): checked, unchecked or `"indeterminate"`, with an optional label. */
export function Checkbox({ className, label, description, invalid, id, checked, ...props }: CheckboxProps) {
  const autoId = useId();
  const boxId = id ?? autoId;
  const box = (
    <CheckboxPrimitive.Root
      id={boxId}
      checked={checked}
      aria-invalid={invalid || undefined}
      className={cn(
        'peer inline-flex size-[18px] shrink-0 cursor-pointer items-center justify-center rounded-[4px] border-2 border-muted/70 bg-transparent text-white transition-colors',
        'data-[state=checked]:border-primary-solid data-[state=checked]:bg-primary-solid data-[state=indeterminate]:border-primary-solid data-[state=indeterminate]:bg-primary-solid',
        'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-error',
        !label && className,
      )}
      {...props}
    >
      {/* An unchecked box mounts no indicator: tables render a box per row, most unchecked. */}
      {checked !== false && (
        <CheckboxPrimitive.Indicator className="flex items-center justify-center">
          {checked === 'indeterminate' ? <IconMinus aria-hidden size={14} stroke={3} /> : <IconCheck aria-hidden size={14} stroke={3} />}
        </CheckboxPrimitive.Indicator>
      )}
    </CheckboxPrimitive.Root>
  );
  if (!label) return box;
  return (
    <div className={cn('flex items-start gap-2.5', className)}>
      <span className="mt-0.5 inline-flex">{box}</span>
      <div className="min-w-0">
        <label htmlFor={boxId} className="cursor-pointer text-[15px] text-heading peer-disabled:cursor-not-allowed">
          {label}
        </label>
        {description && <p className="m-0 text-[13px] text-muted">{description}</p>}
      </div>
    </div>
  );
}
