import type { ProfileListItem } from '@/api/types/pages';
import { pagesNs } from '@/i18n/ns/pages';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { PageIcon } from '../shared/page-icon';
import { fieldLabel } from './profile-field-label';

/** A list of the profile's facts: an icon, the field's name and its value as `format` reads it. */
export function FactList({
  items,
  format,
}: {
  items: ProfileListItem[];
  format: (item: ProfileListItem) => string;
}) {
  const { t } = useKitTranslation(pagesNs);
  return (
    <ul className="ee:m-0 ee:mb-6 ee:flex ee:list-none ee:flex-col ee:gap-3 ee:p-0 ee:last:mb-0">
      {items.map((item) => (
        <li key={item.property} className="ee:flex ee:items-center ee:gap-2 ee:text-[15px]">
          <PageIcon name={item.icon} size={20} className="ee:shrink-0 ee:text-heading" />
          <span className="ee:font-medium ee:text-heading">
            {t('profile.fieldLabel', { field: fieldLabel(t, item.property) })}
          </span>
          <bdi className="ee:min-w-0 ee:break-words">{format(item)}</bdi>
        </li>
      ))}
    </ul>
  );
}
