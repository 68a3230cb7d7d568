import type { Order } from '@/api/types/ecommerce';

/**
 * An order's day and "hh:mm AM" as one instant (UTC, as the samples write them), to format in the
 * user's language.
 */
export function orderDateTime(order: Pick<Order, 'date' | 'time'>): string {
  const m = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(order.time.trim());
  if (!m) return order.date;
  const hours = (Number(m[1]) % 12) + (m[3].toUpperCase() === 'PM' ? 12 : 0);
  return `${order.date}T${String(hours).padStart(2, '0')}:${m[2]}:00Z`;
}
