import {
  ROLE_ACCESS,
  ROLE_AREAS,
  type RoleAccess,
  type RoleArea,
  type RolePermissions,
} from '@/api/types/roles';
import { Checkbox } from '@/components/form/checkbox';
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

/** Read, write and create per area, with "Select all" for administrator access (ticked, partly ticked or not). */
export function RolePermissionGrid({ value, onChange, disabled }: RolePermissionGridProps) {
  const { t } = useKitTranslation(rolesNs);
  const ticks = ROLE_AREAS.flatMap((area) => ROLE_ACCESS.map((access) => value[area][access]));
  const all = ticks.every(Boolean) ? true : ticks.some(Boolean) ? 'indeterminate' : false;
  const set = (area: RoleArea, access: RoleAccess, on: boolean) =>
    onChange({ ...value, [area]: { ...value[area], [access]: on } });
  return (
    <div className="ee:overflow-x-auto">
      <table className="ee:w-full ee:border-collapse ee:text-[15px]">
        <caption className="ee:mb-2 ee:text-start ee:text-lg ee:font-medium ee:text-heading">
          {t('dialog.permissions')}
        </caption>
        <thead className="ee:sr-only">
          <tr>
            <th scope="col">{t('dialog.area')}</th>
            {ROLE_ACCESS.map((access) => (
              <th key={access} scope="col">
                {t(`access.${access}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr className="ee:border-b ee:border-line">
            <th
              scope="row"
              className="ee:py-3 ee:pe-4 ee:text-start ee:font-medium ee:text-heading"
            >
              {t('dialog.fullAccess')}
              <div className="ee:text-[13px] ee:font-normal ee:text-muted">
                {t('dialog.fullAccessHint')}
              </div>
            </th>
            <td colSpan={ROLE_ACCESS.length} className="ee:py-3">
              <Checkbox
                label={t('dialog.selectAll')}
                checked={all}
                disabled={disabled}
                onCheckedChange={(v) => onChange(everything(v === true))}
              />
            </td>
          </tr>
          {ROLE_AREAS.map((area) => (
            <tr key={area} className="ee:border-b ee:border-line ee:last:border-b-0">
              <th
                scope="row"
                className="ee:py-3 ee:pe-4 ee:text-start ee:font-normal ee:text-heading"
              >
                {t(`areas.${area}`)}
              </th>
              {ROLE_ACCESS.map((access) => (
                <td key={access} className="ee:py-3 ee:pe-4">
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
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
