import { IconCheck, IconLock, IconMailForward, IconShieldCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import type { AbilityRule } from '@/api/types/auth';
import { useSession } from '@/auth/session-context';
import { Page } from '@/components/layout/page';
import { Avatar } from '@/components/ui/avatar';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { pagesNs } from '@/i18n/ns/pages';
import { useKitTranslation } from '@/i18n/use-kit-translation';

/** The subject the client account's one rule names (SPEC §6: read AclDemo): this page. */
export const SECOND_PAGE_SUBJECT = 'AclDemo';

export interface SecondPageScreenProps {
  /**
   * Where a reader asks for more rights (an e-mail address); defaults to the demo's administrator.
   */
  adminEmail?: string;
}

function Points({
  items,
  icon,
  tone,
}: {
  items: string[];
  icon: ReactNode;
  tone: 'success' | 'secondary';
}) {
  return (
    <ul className="ee:m-0 ee:flex ee:list-none ee:flex-col ee:gap-3 ee:p-0">
      {items.map((item) => (
        <li key={item} className="ee:flex ee:items-start ee:gap-3 ee:text-[15px]">
          <span
            className={`${tone === 'success' ? 'ee:tone-success' : 'ee:tone-secondary'} ee:mt-0.5 ee:flex ee:size-6 ee:shrink-0 ee:items-center ee:justify-center ee:rounded-full ee:bg-tone/16 ee:text-tone-ink ee:[&_svg]:size-4`}
          >
            {icon}
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * /second-page: the client account's home. It tells the reader, in their language, who they are
 * signed in as, what this account may do and see (from the session's own ability rules: the
 * client reads this page only; an administrator may do everything), what is kept from it, and
 * whom to ask for more. It calls no API: everything comes from the session.
 */
export function SecondPageScreen({ adminEmail = 'admin@demo.com' }: SecondPageScreenProps) {
  const { t } = useKitTranslation(pagesNs);
  const { session, can } = useSession();
  const user = session?.userData;
  const rules = session?.abilityRules ?? [];
  const everything = can('manage', 'all');
  const name = user?.fullName || user?.username || t('second.guest');

  const actionLabel = (action: AbilityRule['action']) => t(`second.actions.${action}`);
  const subjectLabel = (subject: string) =>
    subject === 'all'
      ? t('second.subjects.all')
      : subject === SECOND_PAGE_SUBJECT
        ? t('second.subjects.thisPage')
        : subject;

  const canDo = everything
    ? [t('second.can.everything'), t('second.can.settings'), t('second.can.signOut')]
    : [t('second.can.read'), t('second.can.settings'), t('second.can.signOut')];
  const kept = everything
    ? [t('second.kept.nothing')]
    : [t('second.kept.devices'), t('second.kept.apps'), t('second.kept.changes')];

  return (
    <Page>
      <Card className="ee:relative ee:overflow-hidden">
        <div className="ee:flex ee:flex-col ee:gap-6 ee:p-6 ee:sm:flex-row ee:sm:items-center ee:sm:p-8">
          <div className="ee:flex ee:min-w-0 ee:flex-1 ee:flex-col ee:gap-3">
            <h1 className="ee:m-0 ee:text-2xl ee:font-medium ee:leading-tight ee:text-heading ee:sm:text-[28px]">
              {t('second.welcome')} <bdi>{name}</bdi>
            </h1>
            <p className="ee:m-0 ee:max-w-2xl ee:text-[15px] ee:leading-relaxed ee:text-text">
              {everything ? t('second.introAdmin') : t('second.intro')}
            </p>
            <div className="ee:flex ee:flex-wrap ee:gap-2">
              {user?.role && (
                <Chip color="primary" size="md">
                  {t('second.roleChip', {
                    role:
                      user.role === 'admin'
                        ? t('second.roles.admin')
                        : user.role === 'client'
                          ? t('second.roles.client')
                          : user.role,
                  })}
                </Chip>
              )}
              <Chip color={everything ? 'success' : 'info'} size="md">
                {everything ? t('second.fullAccess') : t('second.readOnly')}
              </Chip>
            </div>
          </div>
          <div
            aria-hidden
            className="ee:tone-primary ee:flex ee:size-28 ee:shrink-0 ee:items-center ee:justify-center ee:self-center ee:rounded-full ee:bg-tone/16 ee:text-tone-ink ee:ring-[14px] ee:ring-primary/5"
          >
            <IconShieldCheck size={56} stroke={1.5} />
          </div>
        </div>
      </Card>

      <div className="ee:grid ee:grid-cols-1 ee:gap-6 ee:md:grid-cols-2 ee:xl:grid-cols-3">
        <Card>
          <CardHeader title={t('second.canTitle')} />
          <CardContent>
            <Points items={canDo} icon={<IconCheck aria-hidden />} tone="success" />
          </CardContent>
        </Card>
        <Card>
          <CardHeader title={t('second.keptTitle')} />
          <CardContent>
            <Points items={kept} icon={<IconLock aria-hidden />} tone="secondary" />
          </CardContent>
        </Card>
        <Card className="ee:md:col-span-2 ee:xl:col-span-1">
          <CardHeader title={t('second.accountTitle')} />
          <CardContent>
            <div className="ee:mb-4 ee:flex ee:items-center ee:gap-3">
              <Avatar src={user?.avatar || null} name={name} alt="" />
              <div className="ee:min-w-0">
                <div className="ee:truncate ee:font-medium ee:text-heading">
                  <bdi>{name}</bdi>
                </div>
                {user?.email && (
                  <div className="ee:truncate ee:text-[13px] ee:text-muted">
                    <bdi>{user.email}</bdi>
                  </div>
                )}
              </div>
            </div>
            <h3 className="ee:m-0 ee:mb-2 ee:text-[13px] ee:font-normal ee:uppercase ee:tracking-wide ee:text-muted">
              {t('second.rulesTitle')}
            </h3>
            {rules.length === 0 ? (
              <p className="ee:m-0 ee:text-[15px] ee:text-muted">{t('second.noRules')}</p>
            ) : (
              <ul className="ee:m-0 ee:flex ee:list-none ee:flex-wrap ee:gap-2 ee:p-0">
                {rules.map((rule, i) => (
                  <li key={i}>
                    <Chip color="secondary" size="md" variant="outline">
                      {t('second.rule', {
                        action: actionLabel(rule.action),
                        subject: subjectLabel(rule.subject),
                      })}
                    </Chip>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>

      {!everything && (
        <Card>
          <div className="ee:flex ee:flex-col ee:items-start ee:gap-4 ee:p-6 ee:sm:flex-row ee:sm:items-center">
            <span className="ee:tone-info ee:flex ee:size-12 ee:shrink-0 ee:items-center ee:justify-center ee:rounded-ee ee:bg-tone/16 ee:text-tone-ink">
              <IconMailForward aria-hidden size={26} />
            </span>
            <div className="ee:min-w-0 ee:flex-1">
              <h2 className="ee:m-0 ee:text-lg ee:font-medium ee:text-heading">
                {t('second.moreTitle')}
              </h2>
              <p className="ee:m-0 ee:text-[15px] ee:text-text">{t('second.moreHint')}</p>
            </div>
            <a
              href={`mailto:${adminEmail}?subject=${encodeURIComponent(t('second.mailSubject'))}`}
              className={buttonVariants({ className: 'ee:shrink-0 ee:no-underline' })}
            >
              {t('second.askAdmin')}
            </a>
          </div>
        </Card>
      )}
    </Page>
  );
}
