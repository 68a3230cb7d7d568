import { IconArrowLeft, IconFileUnknown, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';

import { useDeleteOrder, useOrder } from '@/api/client/ecommerce';
import { ApiError } from '@/api/client/request';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { ErrorState } from '@/components/feedback/error-state';
import { Skeleton, SkeletonText } from '@/components/feedback/skeleton';
import { toast } from '@/components/feedback/toast';
import { Page, pageVariants } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { ecommerceNs } from '@/i18n/ns/ecommerce';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths } from '../paths';
import { isolate } from '../shared/bidi';
import { useFormat } from '../shared/format';
import { OrderCustomerCard } from './order-customer-card';
import { OrderItemsCard } from './order-items-card';
import { OrderTimelineCard } from './order-timeline-card';
import { AddressBlock } from './shared/address-block';
import { orderDateTime } from './shared/order-time';
import { PaymentMethodLogo } from './shared/payment-method-logo';
import { PaymentStatus } from './shared/payment-status';
import { RecordNotFound } from './shared/record-not-found';
import { ORDER_STATUS_TONE } from './shared/tones';

export interface OrderDetailsScreenProps {
  /**
   * The order's id (the route's `:id`); anything that is no whole number shows "order not found".
   */
  id: string | number;
}

/**
 * /apps/ecommerce/order/details/:id: the order's number, date, payment and delivery state; its
 * items and totals, delivery steps, customer, shipping and billing addresses; delete (then back
 * to the list). An unknown id shows a not-found page with the way back.
 */
export function OrderDetailsScreen({ id }: OrderDetailsScreenProps) {
  const { t } = useKitTranslation(ecommerceNs);
  const f = useFormat();
  const { orderList } = useScreenPaths();
  const navigate = useNavigate();
  const n = typeof id === 'number' ? id : /^\d{1,9}$/.test(id.trim()) ? Number(id) : null;
  const query = useOrder(n);
  const remove = useDeleteOrder();
  const [deleting, setDeleting] = useState(false);

  if (n === null || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <RecordNotFound
        pageTitle={t('orderDetails.pageTitle')}
        title={t('orderDetails.notFound')}
        description={isolate((v) => t('orderDetails.notFoundHint', { id: v.id }), {
          id: String(id),
        })}
        backTo={orderList}
        backLabel={t('orderDetails.back')}
        icon={<IconFileUnknown aria-hidden size={28} />}
      />
    );
  }
  if (query.isError) {
    return (
      <div className="ee:p-4 ee:sm:p-6">
        <h1 className="ee:sr-only">{t('orderDetails.pageTitle')}</h1>
        <Card>
          <ErrorState
            titleAs="h2"
            title={t('orderDetails.loadError')}
            message={query.error.message}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </Card>
      </div>
    );
  }
  const order = query.data;
  if (!order) {
    return (
      <section className={pageVariants()} aria-busy="true" aria-label={t('orderDetails.loading')}>
        <Skeleton className="ee:h-8 ee:w-64" />
        <div className="ee:grid ee:grid-cols-1 ee:gap-6 ee:lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <Card className="ee:p-6">
            <SkeletonText lines={8} />
          </Card>
          <Card className="ee:p-6">
            <SkeletonText lines={6} />
          </Card>
        </div>
      </section>
    );
  }

  return (
    <Page>
      <header className="ee:flex ee:flex-wrap ee:items-end ee:justify-between ee:gap-4">
        <div className="ee:min-w-0">
          <Link
            to={orderList}
            className="ee:-mt-1 ee:mb-1 ee:inline-flex ee:items-center ee:gap-1 ee:py-1 ee:text-[13px] ee:text-primary-ink ee:hover:underline"
          >
            <IconArrowLeft aria-hidden size={16} className="ee:rtl:rotate-180" />
            {t('orderDetails.back')}
          </Link>
          <div className="ee:flex ee:flex-wrap ee:items-center ee:gap-3">
            <h1 className="ee:m-0 ee:text-2xl ee:font-medium ee:leading-tight ee:text-heading">
              {t('orderDetails.title', { order: order.order })}
            </h1>
            <Chip color={ORDER_STATUS_TONE[order.status]}>{t(`orderStatus.${order.status}`)}</Chip>
            <PaymentStatus code={order.payment} label={t(`payment.${order.payment}`)} />
          </div>
          <p className="ee:m-0 ee:mt-1 ee:text-[15px] ee:text-muted">
            {f.dateTime(orderDateTime(order))}
          </p>
        </div>
        <Button
          variant="tonal"
          color="error"
          startIcon={<IconTrash aria-hidden size={18} />}
          onClick={() => setDeleting(true)}
        >
          {t('orderDetails.delete')}
        </Button>
      </header>
      <div className="ee:grid ee:grid-cols-1 ee:gap-6 ee:lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="ee:flex ee:min-w-0 ee:flex-col ee:gap-6">
          <OrderItemsCard order={order} />
          <OrderTimelineCard order={order} />
        </div>
        <div className="ee:flex ee:min-w-0 ee:flex-col ee:gap-6">
          <OrderCustomerCard order={order} />
          <Card>
            <CardHeader title={t('orderDetails.shippingAddress')} />
            <CardContent>
              <AddressBlock address={order.shippingAddress} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader title={t('orderDetails.billingAddress')} />
            <CardContent className="ee:flex ee:flex-col ee:gap-4">
              <AddressBlock address={order.billingAddress} />
              <div className="ee:flex ee:flex-col ee:gap-1.5">
                <h3 className="ee:m-0 ee:text-[15px] ee:font-medium ee:text-heading">
                  {t('orderDetails.paidWith')}
                </h3>
                <p className="ee:m-0 ee:flex ee:items-center ee:gap-2 ee:text-[15px]">
                  <PaymentMethodLogo method={order.method} label={t(`method.${order.method}`)} />
                  <bdi>
                    {order.method === 'mastercard'
                      ? t('orderDetails.cardEnding', { digits: order.methodNumber })
                      : order.methodNumber}
                  </bdi>
                </p>
              </div>
            </CardContent>
          </Card>
        </div>
      </div>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        destructive
        title={t('orders.deleteTitle', { order: order.order })}
        message={isolate((v) => t('orders.deleteMessage', { customer: v.customer }), {
          customer: order.customer,
        })}
        confirmLabel={t('orders.delete')}
        onConfirm={async () => {
          await remove.mutateAsync(order.id);
          toast.success(t('orders.deleted', { order: order.order }));
          navigate(orderList);
        }}
      />
    </Page>
  );
}
