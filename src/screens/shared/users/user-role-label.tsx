import {
  IconChartPie2,
  IconCircleCheck,
  IconDeviceLaptop,
  IconEdit,
  IconUser,
  IconUserShield,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { toneVariants, type Tone } from '@/components/ui/tone';
import { cn } from '@/lib/cn';
import { isolateText } from '@/screens/shared/bidi';

import { isBuiltInRole, useUserLabels } from './user-labels';

const ROLE_LOOK: Record<string, { icon: ReactNode; tone: Tone }> = {
  admin: { icon: <IconDeviceLaptop aria-hidden />, tone: 'error' },
  author: { icon: <IconCircleCheck aria-hidden />, tone: 'warning' },
  editor: { icon: <IconEdit aria-hidden />, tone: 'info' },
  maintainer: { icon: <IconChartPie2 aria-hidden />, tone: 'success' },
  subscriber: { icon: <IconUser aria-hidden />, tone: 'primary' },
};
const OTHER_ROLE = { icon: <IconUserShield aria-hidden />, tone: 'secondary' as Tone };

/** The icon and colour of a role (a role added later gets a shield in grey). */
export function roleLook(name: string): { icon: ReactNode; tone: Tone } {
  return isBuiltInRole(name) ? ROLE_LOOK[name] : OTHER_ROLE;
}

export interface UserRoleLabelProps {
  /** The role's name as users carry it. */
  role: string;
  className?: string;
}

/** A role as the user list shows it: its icon in its colour, then its name. */
export function UserRoleLabel({ role, className }: UserRoleLabelProps) {
  const labels = useUserLabels();
  const look = roleLook(role);
  return (
    <span className={cn('ee:inline-flex ee:items-center ee:gap-2 ee:whitespace-nowrap', className)}>
      <span
        className={cn(
          'ee:inline-flex ee:size-[30px] ee:shrink-0 ee:items-center ee:justify-center ee:rounded-full ee:bg-tone/16 ee:text-tone-ink ee:[&_svg]:size-[18px]',
          toneVariants[look.tone],
        )}
      >
        {look.icon}
      </span>
      <span className="ee:text-heading">
        {isBuiltInRole(role) ? labels.role(role) : isolateText(role)}
      </span>
    </span>
  );
}
