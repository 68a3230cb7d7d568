import { useMemo } from 'react';

import { formatPermissionDate, type Permission } from '@/api/types/permissions';
import { createDataTableColumns, type DataTableColumnDef } from '@/components/table';
import { rolesNs } from '@/i18n/ns/roles';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { TextLine } from '../shared/text-line';
import { PermissionRoleChip } from './permission-role-chip';

const col = createDataTableColumns<Permission>();

/**
 * The permission table's columns: name (the one the API sorts by), the roles as chips, and the
 * creation time in the reader's language.
 */
export function usePermissionColumns(): DataTableColumnDef<Permission>[] {
  const { t, language } = useKitTranslation(rolesNs);
  return useMemo(
    () => [
      col.accessor('name', {
        id: 'name',
        header: t('permissions.name'),
        cell: (info) => (
          <TextLine className="ee:min-w-40 ee:font-medium ee:text-heading">
            {info.getValue()}
          </TextLine>
        ),
        meta: { alwaysVisible: true },
      }),
      col.accessor('assignedTo', {
        header: t('permissions.assignedTo'),
        enableSorting: false,
        cell: (info) => (
          <div className="ee:flex ee:min-w-48 ee:flex-wrap ee:gap-1.5">
            {info.row.original.assignedTo.map((role) => (
              <PermissionRoleChip key={role} role={role} />
            ))}
          </div>
        ),
        meta: {
          csv: (v) =>
            (v as Permission['assignedTo']).map((r) => t(`permissionRole.${r}`)).join(', '),
        },
      }),
      col.accessor((p) => formatPermissionDate(p.createdAt, language), {
        id: 'createdDate',
        header: t('permissions.createdDate'),
        enableSorting: false,
        cell: (info) => (
          <time
            dateTime={info.row.original.createdAt}
            className="ee:whitespace-nowrap ee:text-muted"
          >
            {info.getValue()}
          </time>
        ),
      }),
    ],
    [t, language],
  );
}
