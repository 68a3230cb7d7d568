import { useId, type ComponentProps, type ReactNode } from 'react';
import * as SwitchPrimitive from '@radix-ui/react-switch';
import { cn } from '../../lib/cn';

export type SwitchProps = ComponentProps<typeof SwitchPrimitive.Root> & {
  /** Text next to the switch; omit and pass `aria-label` for a bare switch. */
  label?: ReactNode;
  /** A muted line under the label. */
  description?: ReactNode;
};

/** An on/off switch (Radix, role="switch"); mirrors in rtl. */
export function Switch({ label, description, id, className, ...props }: SwitchProps) {
  const auto = useId();
  const switchId = id ?? auto;
  const control = (
    <SwitchPrimitive.Root
      id={switchId}
      className={cn(
        'peer inline-flex h-[22px] w-[38px] shrink-0 cursor-pointer items-center rounded-full bg-heading/20 p-0.5 transition-colors data-[state=checked]:bg-primary-solid disabled:cursor-not-allowed disabled:opacity-50',
        !label && className,
      )}
      {...props}
    >
      <SwitchPrimitive.Thumb className="block size-[18px] rounded-full bg-white shadow-soft transition-transform data-[state=checked]:translate-x-4 rtl:data-[state=checked]:-translate-x-4" />
    </SwitchPrimitive.Root>
  );
  if (!label) return control;
  return (
    <div className={cn('flex items-start gap-3', className)}>
      {control}
      <div className="min-w-0">
        <label htmlFor={switchId} className="cursor-pointer text-[15px] text-heading">
          {label}
        </label>
        {description && <p className="m-0 text-[13px] text-muted">{description}</p>}
      </div>
    </div>
  );
}
