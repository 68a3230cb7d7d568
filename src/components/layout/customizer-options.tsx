import * as RadioGroup from '@radix-ui/react-radio-group';
import { useId } from 'react';

export interface CustomizerOption<T extends string> {
  value: T;
  label: string;
  disabled?: boolean;
}

/**
 * One preference of the customizer: its name over a row of choices, one of them taken (a radio
 * group).
 */
export function CustomizerOptions<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: CustomizerOption<T>[];
  onChange: (v: T) => void;
}) {
  const id = useId();
  return (
    <div className="ee:grid ee:gap-2">
      <span className="ee:text-[15px] ee:font-medium ee:text-heading" id={id}>
        {label}
      </span>
      <RadioGroup.Root
        aria-labelledby={id}
        value={value}
        onValueChange={(v) => onChange(v as T)}
        className="ee:flex ee:flex-wrap ee:gap-2.5"
      >
        {options.map((o) => (
          <RadioGroup.Item
            key={o.value}
            value={o.value}
            disabled={o.disabled}
            className="ee:min-w-[80px] ee:cursor-pointer ee:rounded-ee ee:border ee:border-line ee:px-3 ee:py-2 ee:text-[15px] ee:text-heading ee:hover:border-primary ee:disabled:cursor-not-allowed ee:disabled:opacity-60 ee:data-[state=checked]:border-2 ee:data-[state=checked]:border-primary ee:data-[state=checked]:text-primary-ink"
          >
            {o.label}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
