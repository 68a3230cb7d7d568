import {
  IconArrowLeft,
  IconBell,
  IconLock,
  IconMapPin,
  IconUser,
  IconUserQuestion,
} from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';

import { useCustomer } from '@/api/client/ecommerce';
import { ApiError } from '@/api/client/request';
import { ErrorState } from '@/components/feedback/error-state';
import { Skeleton, SkeletonText } from '@/components/feedback/skeleton';
import { Page, pageVariants } from '@/components/layout/page';
import { Card } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ecommerceNs } from '@/i18n/ns/ecommerce';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';

import { useScreenPaths } from '../paths';
import { isolate } from '../shared/bidi';
import { CustomerBillingTab } from './customer-billing-tab';
import { CustomerNotificationsTab } from './customer-notifications-tab';
import { CustomerOrdersTab } from './customer-orders-tab';
import { CustomerSecurityTab } from './customer-security-tab';
import { CustomerSummaryCard } from './customer-summary-card';
import { RecordNotFound } from './shared/record-not-found';

export const CUSTOMER_TABS = ['overview', 'security', 'billing', 'notifications'] as const;
export type CustomerTab = (typeof CUSTOMER_TABS)[number];
const isTab = (v: string | null): v is CustomerTab =>
  (CUSTOMER_TABS as readonly (string | null)[]).includes(v);

/** The params a tab's table keeps in the URL: switching tabs starts them afresh. */
const LIST_KEYS = ['q', 'sortBy', 'orderBy', 'page', 'itemsPerPage'];

export interface CustomerDetailsScreenProps {
  /**
   * The customer's id (the route's `:id`); anything that is no whole number shows "customer not
   * found".
   */
  id: string | number;
}

/**
 * /apps/ecommerce/customer/details/:id: the customer's card (orders, spending, details) and tabs
 * kept in `?tab=`: overview (their orders), security (two-step verification, recent sign-ins),
 * address and billing, notifications. An unknown id shows a not-found page with the way back.
 */
export function CustomerDetailsScreen({ id }: CustomerDetailsScreenProps) {
  const { t } = useKitTranslation(ecommerceNs);
  const { customerList } = useScreenPaths();
  const [params, setParams] = useSearchParams();
  const rawTab = params.get('tab');
  const tab: CustomerTab = isTab(rawTab) ? rawTab : 'overview';
  const n = typeof id === 'number' ? id : /^\d{1,9}$/.test(id.trim()) ? Number(id) : null;
  const query = useCustomer(n);

  const setTab = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const key of LIST_KEYS) next.delete(key);
        if (value === 'overview') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  if (n === null || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <RecordNotFound
        pageTitle={t('customerDetails.pageTitle')}
        title={t('customerDetails.notFound')}
        description={isolate((v) => t('customerDetails.notFoundHint', { id: v.id }), {
          id: String(id),
        })}
        backTo={customerList}
        backLabel={t('customerDetails.back')}
        icon={<IconUserQuestion aria-hidden size={28} />}
      />
    );
  }
  if (query.isError) {
    return (
      <div className="ee:p-4 ee:sm:p-6">
        <h1 className="ee:sr-only">{t('customerDetails.pageTitle')}</h1>
        <Card>
          <ErrorState
            titleAs="h2"
            title={t('customerDetails.loadError')}
            message={query.error.message}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </Card>
      </div>
    );
  }
  const customer = query.data;
  if (!customer) {
    return (
      <section
        className={cn(
          pageVariants({ layout: 'grid' }),
          'ee:grid-cols-1 ee:lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]',
        )}
        aria-busy="true"
        aria-label={t('customerDetails.loading')}
      >
        <Card className="ee:flex ee:flex-col ee:items-center ee:gap-4 ee:p-6">
          <Skeleton className="ee:size-16 ee:rounded-ee" />
          <SkeletonText lines={6} />
        </Card>
        <Card className="ee:p-6">
          <SkeletonText lines={8} />
        </Card>
      </section>
    );
  }

  return (
    <Page>
      <header className="ee:min-w-0">
        <Link
          to={customerList}
          className="ee:-mt-1 ee:mb-1 ee:inline-flex ee:items-center ee:gap-1 ee:py-1 ee:text-[13px] ee:text-primary-ink ee:hover:underline"
        >
          <IconArrowLeft aria-hidden size={16} className="ee:rtl:rotate-180" />
          {t('customerDetails.back')}
        </Link>
        <h1 className="ee:m-0 ee:text-2xl ee:font-medium ee:leading-tight ee:text-heading">
          {t('customerDetails.title', { id: customer.customerId })}
        </h1>
      </header>
      <div className="ee:grid ee:grid-cols-1 ee:items-start ee:gap-6 ee:lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <CustomerSummaryCard customer={customer} />
        <Tabs value={tab} onValueChange={setTab} className="ee:min-w-0">
          <TabsList aria-label={t('customerDetails.tabs.label')}>
            <TabsTrigger value="overview" icon={<IconUser />}>
              {t('customerDetails.tabs.overview')}
            </TabsTrigger>
            <TabsTrigger value="security" icon={<IconLock />}>
              {t('customerDetails.tabs.security')}
            </TabsTrigger>
            <TabsTrigger value="billing" icon={<IconMapPin />}>
              {t('customerDetails.tabs.billing')}
            </TabsTrigger>
            <TabsTrigger value="notifications" icon={<IconBell />}>
              {t('customerDetails.tabs.notifications')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="overview">
            <CustomerOrdersTab email={customer.email} />
          </TabsContent>
          <TabsContent value="security">
            <CustomerSecurityTab customer={customer} />
          </TabsContent>
          <TabsContent value="billing">
            <CustomerBillingTab customer={customer} />
          </TabsContent>
          <TabsContent value="notifications">
            <CustomerNotificationsTab customer={customer} />
          </TabsContent>
        </Tabs>
      </div>
    </Page>
  );
}
