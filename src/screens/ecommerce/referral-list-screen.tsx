import {
  IconCoin,
  IconCurrencyDollar,
  IconGift,
  IconLink,
  IconPercentage,
  IconSend,
  IconUserPlus,
  IconUsers,
} from '@tabler/icons-react';
import { useMemo } from 'react';

import { useReferrals } from '@/api/client/ecommerce';
import {
  moneyAmount,
  REFERRAL_SORT_KEYS,
  type ReferralListParams,
  type ReferralSortKey,
} from '@/api/types/ecommerce';
import { useSession } from '@/auth/session-context';
import type { ListSchema } from '@/components/filter/list-state';
import { useListState } from '@/components/filter/use-list-state';
import { Page } from '@/components/layout/page';
import { DataTable } from '@/components/table';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ecommerceNs } from '@/i18n/ns/ecommerce';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths, withQuery } from '../paths';
import { useFormat } from '../shared/format';
import { ScreenHeader } from '../shared/screen-header';
import { StatCards, type StatItem } from '../shared/stat-cards';
import { useReferralColumns } from './referral-columns';
import { ReferralInviteForm } from './referral-invite-form';
import { ReferralShareLink } from './referral-share-link';

export interface ReferralListScreenProps {
  /**
   * The link people are invited with; by default the host's home with `?ref=` the signed-in user's
   * name.
   */
  shareLink?: string;
}

const REFERRAL_LIST_SCHEMA: ListSchema<Record<string, never>, ReferralSortKey> = {
  filters: {},
  sortKeys: REFERRAL_SORT_KEYS,
};
const ALL: ReferralListParams = { itemsPerPage: -1 };

/**
 * E-commerce referrals: earnings and conversion, how the programme works, an invitation by
 * e-mail (recorded by the API; an address already invited is refused), the referral link to
 * copy, and the referred users (sort and paging in the URL) with their status.
 */
export function ReferralListScreen({ shareLink }: ReferralListScreenProps = {}) {
  const { t } = useKitTranslation(ecommerceNs);
  const f = useFormat();
  const paths = useScreenPaths();
  const { session } = useSession();
  const list = useListState(REFERRAL_LIST_SCHEMA);
  const { state } = list;
  const params: ReferralListParams = {
    sortBy: state.sortBy,
    orderBy: state.orderBy,
    page: state.page,
    itemsPerPage: state.itemsPerPage,
  };
  const referrals = useReferrals(params);
  const all = useReferrals(ALL);
  const columns = useReferralColumns();
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const link =
    shareLink ??
    `${origin}${withQuery(paths.home, { ref: session?.userData.username ?? 'guest' })}`;

  const figures = useMemo<StatItem[]>(() => {
    const rows = all.data?.referrals;
    const sum = (status?: string) =>
      rows
        ?.filter((r) => !status || r.status === status)
        .reduce((s, r) => s + moneyAmount(r.earning), 0) ?? 0;
    const paid = rows?.filter((r) => r.status === 'Paid').length ?? 0;
    return [
      {
        key: 'earned',
        label: t('referrals.stats.earned'),
        value: rows ? f.money(sum('Paid')) : undefined,
        hint: t('referrals.stats.earnedHint'),
        icon: <IconCurrencyDollar />,
        color: 'success',
      },
      {
        key: 'unpaid',
        label: t('referrals.stats.unpaid'),
        value: rows ? f.money(sum('Unpaid')) : undefined,
        hint: t('referrals.stats.unpaidHint'),
        icon: <IconCoin />,
        color: 'warning',
      },
      {
        key: 'signups',
        label: t('referrals.stats.signups'),
        value: rows ? f.number(rows.length) : undefined,
        hint: t('referrals.stats.signupsHint'),
        icon: <IconUsers />,
        color: 'primary',
      },
      {
        key: 'conversion',
        label: t('referrals.stats.conversion'),
        value: rows ? f.percent(rows.length ? paid / rows.length : 0) : undefined,
        hint: t('referrals.stats.conversionHint'),
        icon: <IconPercentage />,
        color: 'info',
      },
    ];
  }, [all.data, t, f]);

  const steps = [
    { key: 'link', icon: <IconLink size={26} />, text: t('referrals.how.link') },
    { key: 'signup', icon: <IconUserPlus size={26} />, text: t('referrals.how.signup') },
    { key: 'earn', icon: <IconGift size={26} />, text: t('referrals.how.earn') },
  ];

  return (
    <Page>
      <ScreenHeader title={t('referrals.title')} subtitle={t('referrals.subtitle')} />
      {/* Without every referral there are no figures: the table below says what failed and retries both. */}
      {!all.isError && <StatCards items={figures} loading={all.isPending} />}
      <div className="ee:grid ee:grid-cols-1 ee:gap-6 ee:lg:grid-cols-2">
        <Card>
          <CardHeader title={t('referrals.howTitle')} subtitle={t('referrals.howSubtitle')} />
          <CardContent>
            <ol className="ee:m-0 ee:grid ee:list-none ee:gap-6 ee:p-0 ee:sm:grid-cols-3">
              {steps.map((s) => (
                <li
                  key={s.key}
                  className="ee:flex ee:flex-col ee:items-center ee:gap-3 ee:text-center"
                >
                  <span
                    aria-hidden
                    className="ee:tone-primary ee:inline-flex ee:size-16 ee:items-center ee:justify-center ee:rounded-full ee:border-2 ee:border-dashed ee:border-tone ee:text-tone-ink"
                  >
                    {s.icon}
                  </span>
                  <p className="ee:m-0 ee:text-[15px]">{s.text}</p>
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>
        <Card>
          <CardHeader
            title={t('referrals.inviteTitle')}
            subtitle={t('referrals.inviteSubtitle')}
            actions={<IconSend aria-hidden size={22} className="ee:text-muted" />}
          />
          <CardContent className="ee:flex ee:flex-col ee:gap-6">
            <ReferralInviteForm />
            <ReferralShareLink link={link} />
          </CardContent>
        </Card>
      </div>
      <Card>
        <h2 className="ee:sr-only">{t('referrals.tableLabel')}</h2>
        <DataTable
          aria-label={t('referrals.tableLabel')}
          persistKey="ecommerce-referrals"
          mode="server"
          columns={columns}
          rows={referrals.data?.referrals}
          total={referrals.data?.total ?? 0}
          getRowId={(row) => String(row.id)}
          loading={referrals.isPending}
          error={referrals.isError ? referrals.error.message : undefined}
          onRetry={() => {
            void referrals.refetch();
            if (all.isError) void all.refetch();
          }}
          emptyTitle={t('referrals.emptyTitle')}
          emptyDescription={t('referrals.emptyHint')}
          {...list.tableProps}
        />
      </Card>
    </Page>
  );
}
