import { useId } from 'react';

import type { OrderDetail } from '@/api/types/ecommerce';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@/components/table/table';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ecommerceNs } from '@/i18n/ns/ecommerce';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useFormat } from '../shared/format';
import { ScrollRegion } from '../shared/scroll-region';
import { TextLine } from '../shared/text-line';
import { ProductThumb } from './shared/product-thumb';

export interface OrderItemsCardProps {
  /** The order with its items and totals. */
  order: OrderDetail;
}

/** What was ordered: each item with its unit price, quantity and line total, then the totals. */
export function OrderItemsCard({ order }: OrderItemsCardProps) {
  const { t } = useKitTranslation(ecommerceNs);
  const f = useFormat();
  const captionId = useId();
  const totals = [
    { key: 'subtotal', label: t('orderDetails.subtotal'), value: order.subtotal },
    { key: 'shipping', label: t('orderDetails.shipping'), value: order.shippingFee },
    { key: 'tax', label: t('orderDetails.tax'), value: order.tax },
  ];
  return (
    <Card>
      <CardHeader
        title={t('orderDetails.items')}
        subtitle={t('orderDetails.itemCount', {
          count: f.number(order.items.reduce((n, i) => n + i.qty, 0)),
        })}
      />
      <ScrollRegion labelledBy={captionId}>
        <Table>
          <TableCaption id={captionId} srOnly>
            {t('orderDetails.items')}
          </TableCaption>
          <TableHead>
            <TableHeaderCell inset="edge">{t('orderDetails.product')}</TableHeaderCell>
            <TableHeaderCell align="end">{t('orderDetails.price')}</TableHeaderCell>
            <TableHeaderCell align="end">{t('orderDetails.qty')}</TableHeaderCell>
            <TableHeaderCell inset="edge" align="end">
              {t('orderDetails.lineTotal')}
            </TableHeaderCell>
          </TableHead>
          <TableBody>
            {order.items.map((item) => (
              <TableRow key={item.id} rules="after">
                <TableCell inset="edge">
                  <div className="ee:flex ee:min-w-44 ee:items-center ee:gap-3">
                    <ProductThumb category={item.category} size="sm" />
                    <div className="ee:min-w-0">
                      <TextLine className="ee:font-medium ee:text-heading">
                        {item.productName}
                      </TextLine>
                      <TextLine className="ee:text-[13px] ee:text-muted">
                        {t(`category.${item.category}`)}
                      </TextLine>
                    </div>
                  </div>
                </TableCell>
                <TableCell numeric>{f.money(item.price)}</TableCell>
                <TableCell numeric>{f.number(item.qty)}</TableCell>
                <TableCell inset="edge" numeric className="ee:text-heading">
                  {f.money(item.price * item.qty)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollRegion>
      <CardContent className="ee:flex ee:justify-end ee:pt-4">
        <dl className="ee:m-0 ee:grid ee:w-full ee:max-w-72 ee:grid-cols-[1fr_auto] ee:gap-x-6 ee:gap-y-2 ee:text-[15px]">
          {totals.map((row) => (
            <div key={row.key} className="ee:contents">
              <dt className="ee:text-muted">{row.label}</dt>
              <dd className="ee:m-0 ee:text-end ee:tabular-nums ee:text-heading">
                {f.money(row.value)}
              </dd>
            </div>
          ))}
          <div className="ee:contents">
            <dt className="ee:border-t ee:border-line ee:pt-2 ee:font-medium ee:text-heading">
              {t('orderDetails.total')}
            </dt>
            <dd className="ee:m-0 ee:border-t ee:border-line ee:pt-2 ee:text-end ee:font-medium ee:tabular-nums ee:text-heading">
              {f.money(order.total)}
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
