import * as SwitchPrimitive from '@radix-ui/react-switch';

import { cn } from '@/lib/cn';

/** An on/off preference of the customizer: its name, a switch at the end. */
export function CustomizerToggle({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label
      className={cn(
        'ee:flex ee:cursor-pointer ee:items-center ee:justify-between ee:gap-3 ee:text-[15px] ee:font-medium ee:text-heading',
        disabled && 'ee:cursor-not-allowed ee:opacity-60',
      )}
    >
      {label}
      <SwitchPrimitive.Root
        checked={checked}
        disabled={disabled}
        onCheckedChange={onChange}
        className="ee:relative ee:h-5 ee:w-[34px] ee:shrink-0 ee:cursor-pointer ee:rounded-full ee:bg-secondary/40 ee:transition-colors ee:data-[state=checked]:bg-primary-solid ee:disabled:cursor-not-allowed"
      >
        <SwitchPrimitive.Thumb className="ee:block ee:size-4 ee:translate-x-0.5 ee:rounded-full ee:bg-white ee:shadow-soft ee:transition-transform ee:data-[state=checked]:translate-x-4 ee:rtl:-translate-x-0.5 ee:rtl:data-[state=checked]:-translate-x-4" />
      </SwitchPrimitive.Root>
    </label>
  );
}
