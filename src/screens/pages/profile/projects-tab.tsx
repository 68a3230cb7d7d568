import { IconMessage } from '@tabler/icons-react';

import type { ProfileProject } from '@/api/types/pages';
import { Avatar } from '@/components/ui/avatar';
import { AvatarGroup } from '@/components/ui/avatar-group';
import { Card } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { Progress } from '@/components/ui/progress';
import { tones } from '@/components/ui/tone';
import { pagesNs } from '@/i18n/ns/pages';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useFormat } from '@/screens/shared/format';
import { TextLine } from '@/screens/shared/text-line';

import { deadlineStanding } from './project-deadline';
import { toneOf } from './tone-of';

function ProjectCard({ project, index }: { project: ProfileProject; index: number }) {
  const { t } = useKitTranslation(pagesNs);
  const f = useFormat();
  const done = project.totalTask ? project.completedTask / project.totalTask : 0;
  const standing = deadlineStanding(project.deadline);
  const chipTone =
    standing.kind !== 'left' || standing.days <= 7
      ? 'error'
      : standing.days <= 21
        ? 'warning'
        : toneOf(project.chipColor);
  return (
    <Card className="ee:flex ee:h-full ee:flex-col">
      <div className="ee:flex ee:items-start ee:gap-3 ee:p-6 ee:pb-4">
        <Avatar
          src={project.avatar || null}
          name={project.title}
          alt=""
          shape="square"
          size="lg"
          color={tones[index % tones.length]}
        />
        <div className="ee:min-w-0 ee:flex-1">
          <h2 className="ee:m-0 ee:text-lg ee:font-medium ee:text-heading">
            <bdi>{project.title}</bdi>
          </h2>
          <p className="ee:m-0 ee:text-[13px] ee:text-muted">
            {t('profile.project.client')} <bdi className="ee:text-text">{project.client}</bdi>
          </p>
        </div>
      </div>
      <div className="ee:flex ee:flex-wrap ee:items-start ee:justify-between ee:gap-3 ee:px-6">
        <div className="ee:rounded-ee ee:bg-heading/5 ee:px-3 ee:py-2">
          <div className="ee:font-medium ee:text-heading">
            {f.money(project.budgetSpent)}{' '}
            <span className="ee:font-normal ee:text-text">/ {f.money(project.budget)}</span>
          </div>
          <div className="ee:text-[13px] ee:text-text">{t('profile.project.budget')}</div>
        </div>
        <dl className="ee:m-0 ee:grid ee:grid-cols-[auto_auto] ee:gap-x-2 ee:text-[13px]">
          <dt className="ee:font-medium ee:text-heading">{t('profile.project.start')}</dt>
          <dd className="ee:m-0 ee:text-muted">{f.date(project.startDate)}</dd>
          <dt className="ee:font-medium ee:text-heading">{t('profile.project.deadline')}</dt>
          <dd className="ee:m-0 ee:text-muted">{f.date(project.deadline)}</dd>
        </dl>
      </div>
      <TextLine className="ee:flex-1 ee:px-6 ee:pt-4 ee:text-[15px] ee:text-text">
        {project.description}
      </TextLine>
      <div className="ee:mt-4 ee:flex ee:flex-wrap ee:items-center ee:justify-between ee:gap-2 ee:border-t ee:border-line ee:px-6 ee:py-3 ee:text-[15px]">
        <span>
          <span className="ee:font-medium ee:text-heading">{t('profile.project.hours')}</span>{' '}
          {t('profile.project.hoursValue', { hours: f.number(project.hours) })}
        </span>
        <Chip color={chipTone} size="sm">
          {standing.kind === 'left'
            ? t('profile.project.daysLeft', { count: f.number(standing.days) })
            : standing.kind === 'today'
              ? t('profile.project.dueToday')
              : t('profile.project.daysOverdue', { count: f.number(standing.days) })}
        </Chip>
      </div>
      <div className="ee:flex ee:flex-col ee:gap-2 ee:px-6 ee:pb-4">
        <div className="ee:flex ee:justify-between ee:gap-2 ee:text-[13px]">
          <span className="ee:text-muted">
            {t('profile.project.tasks', {
              done: f.number(project.completedTask),
              total: f.number(project.totalTask),
            })}
          </span>
          <span className="ee:text-muted">
            {t('profile.project.completed', { percent: f.percent(done) })}
          </span>
        </div>
        <Progress
          value={Math.round(done * 100)}
          color={done === 1 ? 'success' : 'primary'}
          aria-label={t('profile.project.progressOf', { name: project.title })}
        />
      </div>
      <div className="ee:flex ee:items-center ee:justify-between ee:gap-2 ee:px-6 ee:pb-6">
        <div className="ee:flex ee:items-center ee:gap-2">
          <AvatarGroup max={3} size="sm">
            {project.avatarGroup.map((m, i) => (
              <Avatar
                key={i}
                src={m.avatar || null}
                name={m.name}
                color={tones[(index + i + 1) % tones.length]}
              />
            ))}
          </AvatarGroup>
          <span className="ee:text-[13px] ee:text-muted">
            {t('profile.project.members', { count: f.number(project.members) })}
          </span>
        </div>
        <span className="ee:inline-flex ee:items-center ee:gap-1 ee:text-[13px] ee:text-muted">
          <IconMessage aria-hidden size={18} />
          {t('profile.project.comments', { count: f.number(project.comments) })}
        </span>
      </div>
    </Card>
  );
}

/**
 * The projects tab: a card per project with its budget (money in the reader's language), dates,
 * hours, tasks and members.
 */
export function ProjectsTab({ projects }: { projects: ProfileProject[] }) {
  return (
    <ul className="ee:m-0 ee:grid ee:list-none ee:grid-cols-1 ee:gap-6 ee:p-0 ee:md:grid-cols-2 ee:xl:grid-cols-3">
      {projects.map((project, i) => (
        <li key={project.title} className="ee:min-w-0">
          <ProjectCard project={project} index={i} />
        </li>
      ))}
    </ul>
  );
}
