import { ProductListScreen } from '@/screens/ecommerce/product-list-screen';

/** /apps/ecommerce/product/list: the catalogue; the screen reads its filters from the URL. */
export function Component() {
  return <ProductListScreen />;
}
