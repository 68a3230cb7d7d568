/** The E-commerce calls (SPEC.md §7, §8). */
import * as ecommerce from '../ecommerce';
import { idParam, missing, tagged, type Operation } from '../operation';

const ec = tagged('E-commerce');

export const ecommerceOperations: Operation[] = [
  ec.list('/api/apps/ecommerce/products', 'listProducts', 'Products', ecommerce.productListQuery, ecommerce.productListResponse, 'Newest first.'),
  ec.remove('/api/apps/ecommerce/products/{id}', 'deleteProduct', 'Delete a product', idParam('product'), missing('`Product not found`.')),
  ec.list('/api/apps/ecommerce/orders', 'listOrders', 'Orders', ecommerce.orderListQuery, ecommerce.orderListResponse),
  ec.remove('/api/apps/ecommerce/orders/{id}', 'deleteOrder', 'Delete an order (never errors, SPEC §8)', idParam('order')),
  ec.list('/api/apps/ecommerce/customers', 'listCustomers', 'Customers', ecommerce.customerListQuery, ecommerce.customerListResponse),
  ec.read('/api/apps/ecommerce/customers/{id}', 'getCustomer', 'One customer', ecommerce.customerDetail, { params: idParam('customer'), errors: missing('`Customer not found`.') }),
  ec.list('/api/apps/ecommerce/reviews', 'listReviews', 'Reviews', ecommerce.reviewListQuery, ecommerce.reviewListResponse),
  ec.remove('/api/apps/ecommerce/reviews/{id}', 'deleteReview', 'Delete a review', idParam('review'), missing('`Review not found`.'), 200),
  ec.list('/api/apps/ecommerce/referrals', 'listReferrals', 'Referrals', ecommerce.referralListQuery, ecommerce.referralListResponse),
];
