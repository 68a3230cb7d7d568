import * as RadioGroup from '@radix-ui/react-radio-group';
import { IconCheck } from '@tabler/icons-react';
import { useId } from 'react';

import { shellNs } from '@/i18n/ns/shell';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { PRIMARY_PRESETS } from '@/settings/settings';

export interface CustomizerPrimaryColorProps {
  /** The colour taken now. */
  value: string;
  onChange: (color: string) => void;
}

/** The customizer's primary colour: a swatch per preset, the taken one ticked. */
export function CustomizerPrimaryColor({ value, onChange }: CustomizerPrimaryColorProps) {
  const { t } = useKitTranslation(shellNs);
  const labelId = useId();
  return (
    <div className="ee:grid ee:gap-2">
      <span className="ee:text-[15px] ee:font-medium ee:text-heading" id={labelId}>
        {t('customizer.primaryColor')}
      </span>
      <RadioGroup.Root
        aria-labelledby={labelId}
        value={value}
        onValueChange={onChange}
        className="ee:flex ee:flex-wrap ee:gap-2.5"
      >
        {PRIMARY_PRESETS.map((c) => (
          <RadioGroup.Item
            key={c}
            value={c}
            aria-label={t('customizer.colorOption', { color: c })}
            className="ee:inline-flex ee:size-11 ee:cursor-pointer ee:items-center ee:justify-center ee:rounded-ee ee:border ee:border-line ee:data-[state=checked]:border-2 ee:data-[state=checked]:border-primary"
          >
            <span
              className="ee:inline-flex ee:size-7 ee:items-center ee:justify-center ee:rounded-[4px] ee:text-white"
              style={{ background: c }}
            >
              <RadioGroup.Indicator>
                <IconCheck aria-hidden className="ee:size-4" stroke={3} />
              </RadioGroup.Indicator>
            </span>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
