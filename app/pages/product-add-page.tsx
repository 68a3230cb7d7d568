import { ProductAddScreen } from '@/screens/ecommerce/product-add-screen';

/** /apps/ecommerce/product/add: a new product, saved as a draft or published. */
export function Component() {
  return <ProductAddScreen />;
}
