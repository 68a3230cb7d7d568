import { IconMail, IconPhone, IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';

import type { OrderDetail } from '@/api/types/ecommerce';
import { Avatar } from '@/components/ui/avatar';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ecommerceNs } from '@/i18n/ns/ecommerce';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths, withSegments } from '../paths';
import { useFormat } from '../shared/format';
import { TextLine } from '../shared/text-line';
import { toneOf } from './shared/person-cell';

export interface OrderCustomerCardProps {
  /** The order: its customer's name, e-mail, phone and order count. */
  order: OrderDetail;
}

/**
 * Who placed the order: name (a link to their page), how many orders they placed, and how to reach
 * them.
 */
export function OrderCustomerCard({ order }: OrderCustomerCardProps) {
  const { t } = useKitTranslation(ecommerceNs);
  const f = useFormat();
  const { customerDetails } = useScreenPaths();
  return (
    <Card>
      <CardHeader title={t('orderDetails.customer')} />
      <CardContent className="ee:flex ee:flex-col ee:gap-4">
        <div className="ee:flex ee:items-center ee:gap-3">
          <Avatar name={order.customer} alt="" color={toneOf(order.customer)} />
          <div className="ee:min-w-0">
            {order.customerId !== null ? (
              <Link
                to={withSegments(customerDetails, order.customerId)}
                className="ee:tap-target ee:font-medium ee:text-primary-ink ee:hover:underline"
              >
                <bdi>{order.customer}</bdi>
              </Link>
            ) : (
              <TextLine className="ee:font-medium ee:text-heading">{order.customer}</TextLine>
            )}
          </div>
        </div>
        <p className="ee:m-0 ee:flex ee:items-center ee:gap-2 ee:text-[15px] ee:text-heading">
          <span
            className="ee:tone-success ee:inline-flex ee:size-8 ee:items-center ee:justify-center ee:rounded-full ee:bg-tone/16 ee:text-tone-ink"
            aria-hidden
          >
            <IconShoppingCart size={18} />
          </span>
          {t('orderDetails.customerOrders', { count: f.number(order.customerOrders) })}
        </p>
        <div className="ee:flex ee:flex-col ee:gap-1.5 ee:text-[15px]">
          <h3 className="ee:m-0 ee:text-[15px] ee:font-medium ee:text-heading">
            {t('orderDetails.contact')}
          </h3>
          <p className="ee:m-0 ee:flex ee:items-center ee:gap-2">
            <IconMail aria-hidden size={18} className="ee:shrink-0 ee:text-muted" />
            <span className="ee:sr-only">{t('orderDetails.email')}</span>
            <a
              href={`mailto:${order.email}`}
              className="ee:tap-target ee:min-w-0 ee:truncate ee:text-primary-ink ee:hover:underline"
            >
              {order.email}
            </a>
          </p>
          <p className="ee:m-0 ee:flex ee:items-center ee:gap-2">
            <IconPhone aria-hidden size={18} className="ee:shrink-0 ee:text-muted" />
            <span className="ee:sr-only">{t('orderDetails.phone')}</span>
            <bdi>{order.phone}</bdi>
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
