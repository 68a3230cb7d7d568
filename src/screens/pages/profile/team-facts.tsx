import type { ProfileTeamItem } from '@/api/types/pages';
import { toneVariants } from '@/components/ui/tone';
import { pagesNs } from '@/i18n/ns/pages';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useFormat } from '@/screens/shared/format';

import { PageIcon } from '../shared/page-icon';
import { toneOf } from './tone-of';

/** The teams the person is in, each with its icon in its colour and its member count. */
export function TeamFacts({ items }: { items: ProfileTeamItem[] }) {
  const { t } = useKitTranslation(pagesNs);
  const f = useFormat();
  return (
    <ul className="ee:m-0 ee:flex ee:list-none ee:flex-col ee:gap-3 ee:p-0">
      {items.map((item) => (
        <li key={item.property} className="ee:flex ee:items-center ee:gap-2 ee:text-[15px]">
          <span className={`${toneVariants[toneOf(item.color)]} ee:inline-flex ee:text-tone-ink`}>
            <PageIcon name={item.icon} size={20} />
          </span>
          <bdi className="ee:font-medium ee:text-heading">{item.property}</bdi>
          <span className="ee:text-muted">
            {t('profile.membersCount', { count: f.number(item.value) })}
          </span>
        </li>
      ))}
    </ul>
  );
}
