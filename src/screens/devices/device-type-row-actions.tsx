import { IconDotsVertical, IconPencil, IconTrash } from '@tabler/icons-react';

import type { DeviceType } from '@/api/types/devices';
import { IconButton } from '@/components/ui/icon-button';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '@/components/ui/menu';
import { devicesNs } from '@/i18n/ns/devices';
import { useKitTranslation } from '@/i18n/use-kit-translation';

export interface DeviceTypeRowActionsProps {
  type: DeviceType;
  onEdit: (type: DeviceType) => void;
  onDelete: (type: DeviceType) => void;
}

/** A type row's menu: edit, delete. */
export function DeviceTypeRowActions({ type, onEdit, onDelete }: DeviceTypeRowActionsProps) {
  const { t } = useKitTranslation(devicesNs);
  return (
    <Menu>
      <MenuTrigger asChild>
        <IconButton size="sm" aria-label={t('typeList.actionsFor', { code: type.code })}>
          <IconDotsVertical aria-hidden />
        </IconButton>
      </MenuTrigger>
      <MenuContent>
        <MenuItem icon={<IconPencil />} onSelect={() => onEdit(type)}>
          {t('typeList.edit', { code: type.code })}
        </MenuItem>
        <MenuItem icon={<IconTrash />} color="error" onSelect={() => onDelete(type)}>
          {t('typeList.delete', { code: type.code })}
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}
