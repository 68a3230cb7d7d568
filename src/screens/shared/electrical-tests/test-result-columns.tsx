import { useMemo } from 'react';
import { Link } from 'react-router';

import type { TestResult } from '@/api/types/electrical-tests';
import { createDataTableColumns, type DataTableColumnDef } from '@/components/table/columns';
import { useScreenPaths, workOrderHref } from '@/screens/paths';
import { useFormat } from '@/screens/shared/format';

import { useTestText } from './use-test-text';
import { VerdictChip } from './verdict-chip';

const col = createDataTableColumns<TestResult>();

/**
 * A result's row: date, test, verdict (the three the list call sorts by), the deciding rule in
 * words, who, the corrective order.
 */
export function useTestResultColumns(): DataTableColumnDef<TestResult>[] {
  const { t, ruleText } = useTestText();
  const fmt = useFormat();
  const paths = useScreenPaths();
  const columns = useMemo(
    () => [
      col.accessor('performedAt', {
        id: 'performedAt',
        header: t('tab.date'),
        cell: (c) => <span className="ee:whitespace-nowrap">{fmt.date(c.getValue())}</span>,
      }),
      col.accessor('template', {
        id: 'template',
        header: t('tab.test'),
        cell: (c) => t(`template.${c.getValue()}`),
      }),
      col.accessor('verdict', {
        id: 'verdict',
        header: t('tab.verdict'),
        cell: (c) => <VerdictChip verdict={c.getValue()} label={t(`verdict.${c.getValue()}`)} />,
      }),
      col.accessor('rule', {
        id: 'rule',
        enableSorting: false,
        header: t('tab.rule'),
        cell: (c) => <span className="ee:block ee:max-w-80">{ruleText(c.getValue())}</span>,
      }),
      col.accessor('performedByName', {
        id: 'by',
        enableSorting: false,
        header: t('tab.by'),
        cell: (c) => <bdi>{c.getValue()}</bdi>,
      }),
      col.accessor('correctiveOrderNumber', {
        id: 'order',
        enableSorting: false,
        header: t('tab.order'),
        cell: (c) => {
          const number = c.getValue();
          return number ? (
            <Link
              to={workOrderHref(paths, number)}
              className="ee:tap-target ee:font-medium ee:whitespace-nowrap ee:text-primary-ink ee:hover:underline"
            >
              {number}
            </Link>
          ) : (
            '—'
          );
        },
      }),
    ],
    [t, ruleText, fmt, paths],
  );
  // Named for the published declarations (the inferred type names table-core internals).
  return columns as DataTableColumnDef<TestResult>[];
}
