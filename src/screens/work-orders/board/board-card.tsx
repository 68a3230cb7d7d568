import { IconDotsVertical, IconGripVertical } from '@tabler/icons-react';
import type { NavigateFunction } from 'react-router';

import type { WorkOrderListItem, WorkOrderStatus } from '@/api/types/work-orders';
import { IconButton } from '@/components/ui/icon-button';
import { Menu, MenuContent, MenuItem, MenuLabel, MenuTrigger } from '@/components/ui/menu';
import type { KitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';
import type { Format } from '@/screens/shared/format';
import { TextLine } from '@/screens/shared/text-line';

import { OverdueChip, WorkOrderPriorityChip } from '../../shared/work-order-chips';
import { RouteLink } from '../shared/route-link';

export interface BoardCardProps {
  order: WorkOrderListItem;
  /** The columns this card may go to (the steps this user may take). */
  targets: readonly WorkOrderStatus[];
  /** Its step is being sent. */
  moving: boolean;
  t: KitTranslation<'workOrders'>['t'];
  f: Format;
  orderTo: string;
  orderHref: string;
  navigate: { current: NavigateFunction };
  onDragStart: (order: WorkOrderListItem) => void;
  onDragEnd: () => void;
  onMove: (order: WorkOrderListItem, to: WorkOrderStatus) => void;
}

/**
 * One order on the board: number (its link), title, device, priority, assignee, due date. Dragged
 * with a mouse to another column; the keyboard and touch take the same steps from its menu
 * ("Move to …", the allowed steps only).
 */
export function BoardCard({
  order,
  targets,
  moving,
  t,
  f,
  orderTo,
  orderHref,
  navigate,
  onDragStart,
  onDragEnd,
  onMove,
}: BoardCardProps) {
  const draggable = targets.length > 0 && !moving;
  return (
    <li
      data-card={order.number}
      data-status={order.status}
      draggable={draggable}
      aria-busy={moving || undefined}
      onDragStart={(e) => {
        e.dataTransfer.setData('text/plain', order.number);
        e.dataTransfer.effectAllowed = 'move';
        onDragStart(order);
      }}
      onDragEnd={onDragEnd}
      className={cn(
        'ee:flex ee:flex-col ee:gap-2 ee:rounded-ee ee:bg-surface ee:p-3 ee:shadow-card',
        draggable && 'ee:cursor-grab',
        moving && 'ee:opacity-60',
      )}
    >
      <div className="ee:flex ee:items-center ee:gap-1">
        {draggable && (
          <IconGripVertical aria-hidden size={16} className="ee:shrink-0 ee:text-muted" />
        )}
        <RouteLink to={orderTo} href={orderHref} navigate={navigate} className="ee:text-[13px]">
          {order.number}
        </RouteLink>
        <span className="ee:flex-1" />
        {targets.length > 0 && (
          <Menu>
            <MenuTrigger asChild>
              <IconButton
                variant="text"
                color="secondary"
                size="sm"
                className="ee:tap-target"
                aria-label={t('board.cardMenu', { number: order.number })}
              >
                <IconDotsVertical aria-hidden size={18} />
              </IconButton>
            </MenuTrigger>
            <MenuContent>
              <MenuLabel>{t('board.moveTo')}</MenuLabel>
              {targets.map((to) => (
                <MenuItem key={to} onSelect={() => onMove(order, to)}>
                  {t(`status.${to}`)}
                </MenuItem>
              ))}
            </MenuContent>
          </Menu>
        )}
      </div>
      <TextLine className="ee:font-medium ee:text-heading">{order.title}</TextLine>
      <TextLine className="ee:text-[13px] ee:text-muted">
        {order.deviceNumber} · {order.deviceName}
      </TextLine>
      <div className="ee:flex ee:flex-wrap ee:items-center ee:gap-2 ee:text-[13px]">
        <WorkOrderPriorityChip priority={order.priority} label={t(`priority.${order.priority}`)} />
        <span className="ee:text-muted">{order.assigneeName ?? t('unassigned')}</span>
        {order.dueDate && <span className="ee:whitespace-nowrap">{f.date(order.dueDate)}</span>}
        {order.overdue && <OverdueChip label={t('list.overdueMark')} />}
      </div>
    </li>
  );
}
