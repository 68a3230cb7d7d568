import * as SwitchPrimitive from '@radix-ui/react-switch';
import { useId, type ComponentProps, type ReactNode } from 'react';

import { cn } from '@/lib/cn';

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
        'ee:peer ee:relative ee:inline-flex ee:h-[22px] ee:w-[38px] ee:shrink-0 ee:cursor-pointer ee:items-center ee:rounded-full ee:bg-heading/20 ee:p-0.5 ee:transition-colors ee:data-[state=checked]:bg-primary-solid ee:disabled:cursor-not-allowed ee:disabled:opacity-50',
        !label && className,
      )}
      {...props}
    >
      {/* Drawn 22 px high, pressed on 24 (WCAG 2.2 2.5.8): a clear layer a pixel above and below. */}
      <span aria-hidden data-hit-area="" className="ee:absolute ee:inset-x-0 ee:-inset-y-px" />
      <SwitchPrimitive.Thumb className="ee:block ee:size-[18px] ee:rounded-full ee:bg-white ee:shadow-soft ee:transition-transform ee:data-[state=checked]:translate-x-4 ee:rtl:data-[state=checked]:-translate-x-4" />
    </SwitchPrimitive.Root>
  );
  if (!label) return control;
  return (
    <div className={cn('ee:flex ee:items-start ee:gap-3', className)}>
      {control}
      <div className="ee:min-w-0">
        <label htmlFor={switchId} className="ee:cursor-pointer ee:text-[15px] ee:text-heading">
          {label}
        </label>
        {description && <p className="ee:m-0 ee:text-[13px] ee:text-muted">{description}</p>}
      </div>
    </div>
  );
}
