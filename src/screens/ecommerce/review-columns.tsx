import { IconPackage } from '@tabler/icons-react';
import { useMemo } from 'react';

import type { Review } from '@/api/types/ecommerce';
import { createDataTableColumns, type DataTableColumnDef } from '@/components/table';
import { Avatar } from '@/components/ui/avatar';
import { Chip } from '@/components/ui/chip';
import { Rating } from '@/components/ui/rating';
import { ecommerceNs } from '@/i18n/ns/ecommerce';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useFormat } from '../shared/format';
import { TextLine } from '../shared/text-line';
import { reviewIsoDay } from './review-stats';
import { PersonCell, toneOf } from './shared/person-cell';
import { REVIEW_STATUS_TONE } from './shared/tones';

const col = createDataTableColumns<Review>();

/** The review table's columns: ids are the API's sort keys (product, reviewer, date, status). */
export function useReviewColumns(): DataTableColumnDef<Review>[] {
  const { t } = useKitTranslation(ecommerceNs);
  const f = useFormat();
  return useMemo(
    () => [
      col.accessor('product', {
        header: t('reviews.fields.product'),
        cell: (info) => {
          const r = info.row.original;
          return (
            <div className="ee:flex ee:min-w-44 ee:items-center ee:gap-3">
              <Avatar
                shape="square"
                size="sm"
                color={toneOf(r.product)}
                alt=""
                fallback={<IconPackage aria-hidden />}
              />
              <div className="ee:min-w-0">
                <TextLine className="ee:font-medium ee:text-heading">{r.product}</TextLine>
                <TextLine className="ee:text-[13px] ee:text-muted">{r.companyName}</TextLine>
              </div>
            </div>
          );
        },
        meta: { alwaysVisible: true },
      }),
      col.accessor('reviewer', {
        header: t('reviews.fields.reviewer'),
        cell: (info) => (
          <PersonCell name={info.row.original.reviewer} detail={info.row.original.email} />
        ),
      }),
      col.accessor('review', {
        header: t('reviews.fields.review'),
        cell: (info) => {
          const r = info.row.original;
          return (
            <div className="ee:flex ee:min-w-56 ee:max-w-96 ee:flex-col ee:gap-1">
              <Rating value={r.review} size="sm" />
              <TextLine className="ee:font-medium ee:text-heading">{r.head}</TextLine>
              <TextLine className="ee:text-[13px] ee:whitespace-normal">{r.para}</TextLine>
            </div>
          );
        },
        enableSorting: false,
        meta: { csv: (v) => Number(v) },
      }),
      col.accessor('date', {
        header: t('reviews.fields.date'),
        cell: (info) => (
          <span className="ee:whitespace-nowrap">{f.date(reviewIsoDay(info.getValue()))}</span>
        ),
      }),
      col.accessor('status', {
        header: t('reviews.fields.status'),
        cell: (info) => {
          const status = info.row.original.status;
          return <Chip color={REVIEW_STATUS_TONE[status]}>{t(`reviewStatus.${status}`)}</Chip>;
        },
      }),
    ],
    [t, f],
  );
}
