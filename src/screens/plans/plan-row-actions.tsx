import { IconDotsVertical, IconPencil, IconTrash } from '@tabler/icons-react';

import type { MaintenancePlan } from '@/api/types/maintenance-plans';
import { IconButton } from '@/components/ui/icon-button';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '@/components/ui/menu';
import { plansNs } from '@/i18n/ns/plans';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { planName } from './plan-text';

export interface PlanRowActionsProps {
  plan: MaintenancePlan;
  onEdit: (plan: MaintenancePlan) => void;
  onDelete: (plan: MaintenancePlan) => void;
}

/** A plan row's menu (who manages plans): edit, delete. */
export function PlanRowActions({ plan, onEdit, onDelete }: PlanRowActionsProps) {
  const { t } = useKitTranslation(plansNs);
  return (
    <Menu>
      <MenuTrigger asChild>
        <IconButton size="sm" aria-label={t('list.actionsFor', { name: planName(t, plan) })}>
          <IconDotsVertical aria-hidden />
        </IconButton>
      </MenuTrigger>
      <MenuContent>
        <MenuItem icon={<IconPencil />} onSelect={() => onEdit(plan)}>
          {t('list.edit')}
        </MenuItem>
        <MenuItem icon={<IconTrash />} color="error" onSelect={() => onDelete(plan)}>
          {t('list.delete')}
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}
