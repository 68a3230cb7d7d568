import { IconCalendarMonth, IconLayoutKanban, IconList } from '@tabler/icons-react';
import { Link } from 'react-router';

import { workOrdersNs } from '@/i18n/ns/workOrders';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';

import { useScreenPaths } from '../../paths';

export interface WorkOrderViewsProps {
  /** The view on screen. */
  current: 'list' | 'board' | 'calendar';
}

/**
 * The work orders as a list, a board or a calendar: three links in the header of each, the one
 * shown marked as the current page.
 */
export function WorkOrderViews({ current }: WorkOrderViewsProps) {
  const { t } = useKitTranslation(workOrdersNs);
  const paths = useScreenPaths();
  const views = [
    { id: 'list', to: paths.workOrders, label: t('views.list'), Icon: IconList },
    { id: 'board', to: paths.workOrderBoard, label: t('views.board'), Icon: IconLayoutKanban },
    {
      id: 'calendar',
      to: paths.workOrderCalendar,
      label: t('views.calendar'),
      Icon: IconCalendarMonth,
    },
  ] as const;
  return (
    <nav
      aria-label={t('views.label')}
      className="ee:inline-flex ee:overflow-hidden ee:rounded-ee ee:border ee:border-[var(--ee-primary)]"
    >
      {views.map(({ id, to, label, Icon }) => (
        <Link
          key={id}
          to={to}
          aria-current={id === current ? 'page' : undefined}
          className={cn(
            'ee:inline-flex ee:h-[38px] ee:items-center ee:gap-1.5 ee:px-3.5 ee:text-[13px] ee:font-medium ee:no-underline ee:transition-colors ee:not-first:border-s ee:not-first:border-[var(--ee-primary)]',
            id === current
              ? 'ee:bg-primary-solid ee:text-white'
              : 'ee:bg-transparent ee:text-primary-ink ee:hover:bg-primary/10',
          )}
        >
          <Icon aria-hidden size={18} />
          {label}
        </Link>
      ))}
    </nav>
  );
}
