import { ReviewListScreen } from '@/screens/ecommerce/review-list-screen';

/**
 * /apps/ecommerce/reviews: the reviews; the screen reads its status filter, search and sort from
 * the URL.
 */
export function Component() {
  return <ReviewListScreen />;
}
