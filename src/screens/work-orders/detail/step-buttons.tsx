import {
  IconCheck,
  IconCircleCheck,
  IconPlayerPause,
  IconPlayerPlay,
  IconRotateClockwise,
  IconX,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

import type { WorkOrderStatus } from '@/api/types/work-orders';
import { Button, type ButtonProps } from '@/components/ui/button';
import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { stepName, type StepName } from './steps';

const LOOK: Record<StepName, { icon: ReactNode } & Pick<ButtonProps, 'variant' | 'color'>> = {
  approve: { icon: <IconCheck aria-hidden size={16} />, variant: 'solid', color: 'primary' },
  start: { icon: <IconPlayerPlay aria-hidden size={16} />, variant: 'solid', color: 'primary' },
  resume: { icon: <IconPlayerPlay aria-hidden size={16} />, variant: 'solid', color: 'primary' },
  complete: { icon: <IconCircleCheck aria-hidden size={16} />, variant: 'solid', color: 'success' },
  hold: { icon: <IconPlayerPause aria-hidden size={16} />, variant: 'tonal', color: 'warning' },
  reopen: {
    icon: <IconRotateClockwise aria-hidden size={16} />,
    variant: 'tonal',
    color: 'secondary',
  },
  cancel: { icon: <IconX aria-hidden size={16} />, variant: 'tonal', color: 'error' },
};

export interface StepButtonsProps {
  from: WorkOrderStatus;
  /** The steps the signed-in user may take (`nextSteps`). */
  steps: readonly WorkOrderStatus[];
  onStep: (to: WorkOrderStatus) => void;
  busy: boolean;
}

/** Only the allowed next steps, each a button (44 px high on a phone: thumbs). */
export function StepButtons({ from, steps, onStep, busy }: StepButtonsProps) {
  const { t } = useKitTranslation(workOrdersNs);
  if (steps.length === 0) return null;
  return (
    <div role="group" aria-label={t('detail.steps')} className="ee:flex ee:flex-wrap ee:gap-2">
      {steps.map((to) => {
        const step = stepName(from, to);
        const { icon, ...look } = LOOK[step];
        return (
          <Button
            key={to}
            {...look}
            data-step={step}
            disabled={busy}
            startIcon={icon}
            className="ee:max-sm:h-[44px] ee:max-sm:flex-1"
            onClick={() => onStep(to)}
          >
            {t(`steps.${step}`)}
          </Button>
        );
      })}
    </div>
  );
}
