import {
  ROLE_ACCESS,
  ROLE_AREAS,
  type RoleAccess,
  type RoleArea,
  type RolePermissions,
} from '@/api/types/roles';
import { Checkbox } from '@/components/form/checkbox';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@/components/table/table';
import { rolesNs } from '@/i18n/ns/roles';
import { useKitTranslation } from '@/i18n/use-kit-translation';

export interface RolePermissionGridProps {
  /** What the role may do per area. */
  value: RolePermissions;
  /** Called with the whole grid after each tick. */
  onChange: (value: RolePermissions) => void;
  /** Disables every box (while saving). */
  disabled?: boolean;
}

const everything = (on: boolean): RolePermissions =>
  Object.fromEntries(
    ROLE_AREAS.map((area) => [area, { read: on, write: on, create: on }]),
  ) as RolePermissions;

/**
 * Read, write and create per area, with "Select all" for administrator access (ticked, partly
 * ticked or not).
 */
export function RolePermissionGrid({ value, onChange, disabled }: RolePermissionGridProps) {
  const { t } = useKitTranslation(rolesNs);
  const ticks = ROLE_AREAS.flatMap((area) => ROLE_ACCESS.map((access) => value[area][access]));
  const all = ticks.every(Boolean) ? true : ticks.some(Boolean) ? 'indeterminate' : false;
  const set = (area: RoleArea, access: RoleAccess, on: boolean) =>
    onChange({ ...value, [area]: { ...value[area], [access]: on } });
  return (
    <div className="ee:overflow-x-auto">
      <Table>
        <TableCaption>{t('dialog.permissions')}</TableCaption>
        <TableHead srOnly>
          <TableHeaderCell>{t('dialog.area')}</TableHeaderCell>
          {ROLE_ACCESS.map((access) => (
            <TableHeaderCell key={access}>{t(`access.${access}`)}</TableHeaderCell>
          ))}
        </TableHead>
        <TableBody>
          <TableRow>
            <TableHeaderCell scope="row" inset="flush" className="ee:font-medium">
              {t('dialog.fullAccess')}
              <div className="ee:text-[13px] ee:font-normal ee:text-muted">
                {t('dialog.fullAccessHint')}
              </div>
            </TableHeaderCell>
            <TableCell colSpan={ROLE_ACCESS.length} inset="none">
              <Checkbox
                label={t('dialog.selectAll')}
                checked={all}
                disabled={disabled}
                onCheckedChange={(v) => onChange(everything(v === true))}
              />
            </TableCell>
          </TableRow>
          {ROLE_AREAS.map((area) => (
            <TableRow key={area}>
              <TableHeaderCell scope="row" inset="flush">
                {t(`areas.${area}`)}
              </TableHeaderCell>
              {ROLE_ACCESS.map((access) => (
                <TableCell key={access} inset="flush">
                  <Checkbox
                    label={t(`access.${access}`)}
                    aria-label={t('dialog.grant', {
                      area: t(`areas.${area}`),
                      access: t(`access.${access}`),
                    })}
                    checked={value[area][access]}
                    disabled={disabled}
                    onCheckedChange={(v) => set(area, access, v === true)}
                  />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
