import type { Team } from '@/api/types/pages';
import { Avatar } from '@/components/ui/avatar';
import { AvatarGroup } from '@/components/ui/avatar-group';
import { Card } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { tones } from '@/components/ui/tone';
import { pagesNs } from '@/i18n/ns/pages';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useFormat } from '@/screens/shared/format';
import { TextLine } from '@/screens/shared/text-line';

import { toneOf } from './tone-of';

/** The teams tab: a card per team with its members and the skills it is tagged with. */
export function TeamsTab({ teams }: { teams: Team[] }) {
  const { t } = useKitTranslation(pagesNs);
  const f = useFormat();
  return (
    <ul className="ee:m-0 ee:grid ee:list-none ee:grid-cols-1 ee:gap-6 ee:p-0 ee:md:grid-cols-2 ee:xl:grid-cols-3">
      {teams.map((team, index) => {
        const total = team.avatarGroup.length + team.extraMembers;
        return (
          <li key={team.title} className="ee:min-w-0">
            <Card className="ee:flex ee:h-full ee:flex-col ee:gap-4 ee:p-6">
              <div className="ee:flex ee:items-center ee:gap-3">
                <Avatar
                  src={team.avatar || null}
                  name={team.title}
                  alt=""
                  shape="square"
                  color={tones[index % tones.length]}
                />
                <h2 className="ee:m-0 ee:min-w-0 ee:text-lg ee:font-medium ee:text-heading">
                  <bdi>{team.title}</bdi>
                </h2>
              </div>
              <TextLine className="ee:flex-1 ee:text-[15px] ee:text-text">
                {team.description}
              </TextLine>
              <div className="ee:flex ee:flex-wrap ee:items-center ee:justify-between ee:gap-3">
                <div className="ee:flex ee:items-center ee:gap-2">
                  <AvatarGroup
                    size="sm"
                    aria-label={t('profile.teamMembers', { count: f.number(total) })}
                  >
                    {team.avatarGroup.map((m, i) => (
                      <Avatar
                        key={i}
                        src={m.avatar || null}
                        name={m.name}
                        color={tones[(index + i) % tones.length]}
                      />
                    ))}
                  </AvatarGroup>
                  {team.extraMembers > 0 && (
                    <span className="ee:text-[13px] ee:text-muted">
                      {t('profile.moreMembers', { count: f.number(team.extraMembers) })}
                    </span>
                  )}
                </div>
                <ul
                  aria-label={t('profile.skills')}
                  className="ee:m-0 ee:flex ee:list-none ee:flex-wrap ee:gap-2 ee:p-0"
                >
                  {team.chips.map((chip) => (
                    <li key={chip.title}>
                      <Chip color={toneOf(chip.color)} size="sm">
                        <bdi>{chip.title}</bdi>
                      </Chip>
                    </li>
                  ))}
                </ul>
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
