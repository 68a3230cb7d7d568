import type { ConnectionCard } from '@/api/types/pages';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { tones } from '@/components/ui/tone';
import { pagesNs } from '@/i18n/ns/pages';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useFormat } from '@/screens/shared/format';

import { ConnectButton } from './connect-button';
import { toneOf } from './tone-of';

/** The connections tab: a card per person with their skills and figures, and a connect toggle. */
export function ConnectionsTab({ connections }: { connections: ConnectionCard[] }) {
  const { t } = useKitTranslation(pagesNs);
  const f = useFormat();
  return (
    <ul className="ee:m-0 ee:grid ee:list-none ee:grid-cols-1 ee:gap-6 ee:p-0 ee:sm:grid-cols-2 ee:xl:grid-cols-3">
      {connections.map((person, index) => (
        <li key={person.id} className="ee:min-w-0">
          <Card className="ee:flex ee:h-full ee:flex-col ee:items-center ee:gap-3 ee:p-6 ee:text-center">
            <Avatar
              src={person.avatar || null}
              name={person.name}
              alt=""
              size="xl"
              color={tones[index % tones.length]}
            />
            <div>
              <h2 className="ee:m-0 ee:text-lg ee:font-medium ee:text-heading">
                <bdi>{person.name}</bdi>
              </h2>
              <p className="ee:m-0 ee:text-[15px] ee:text-muted">
                <bdi>{person.designation}</bdi>
              </p>
            </div>
            <ul
              aria-label={t('profile.skills')}
              className="ee:m-0 ee:flex ee:list-none ee:flex-wrap ee:justify-center ee:gap-2 ee:p-0"
            >
              {person.chips.map((chip) => (
                <li key={chip.title}>
                  <Chip color={toneOf(chip.color)} size="sm">
                    <bdi>{chip.title}</bdi>
                  </Chip>
                </li>
              ))}
            </ul>
            <dl className="ee:m-0 ee:grid ee:w-full ee:grid-cols-3 ee:gap-2 ee:py-2">
              {[
                { key: 'projects', value: person.projects, label: t('profile.card.projects') },
                { key: 'tasks', value: person.tasks, label: t('profile.card.tasks') },
                {
                  key: 'connections',
                  value: person.connections,
                  label: t('profile.card.connections'),
                },
              ].map((figure) => (
                <div key={figure.key} className="ee:flex ee:flex-col-reverse ee:items-center">
                  <dt className="ee:text-[13px] ee:text-muted">{figure.label}</dt>
                  <dd className="ee:m-0 ee:text-lg ee:font-medium ee:text-heading">
                    {f.number(figure.value)}
                  </dd>
                </div>
              ))}
            </dl>
            <div className="ee:mt-auto">
              <ConnectButton id={person.id} name={person.name} connected={person.isConnected} />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
