/** The E-commerce calls (docs/spec.md §7, §8), and the writes and reads the screens add. */
import * as ecommerce from '../ecommerce';
import { changed, created, idParam, missing, tagged, type Operation } from '../operation';

const ec = tagged('E-commerce');
const productNotFound = missing('`Product not found`.');

export const ecommerceOperations: Operation[] = [
  ec.list(
    '/api/apps/ecommerce/products',
    'listProducts',
    'Products',
    ecommerce.productListQuery,
    ecommerce.productListResponse,
    'Newest first. Rows leave out `images` and `description`.',
  ),
  ec.write(
    'post',
    '/api/apps/ecommerce/products',
    'createProduct',
    'Add a product',
    ecommerce.productCreateBody,
    created(ecommerce.createdProduct, 'The new product, with its images and description.'),
    {
      description:
        'The add-product page sends status Inactive for "Save draft" and Published (or Scheduled) for "Publish". The SKU must be unused (`skuTaken`); the discounted price at most the base price. `price` becomes the money text of the discounted price when there is one, else the base price; `image` the first image.',
    },
  ),
  ec.write(
    'patch',
    '/api/apps/ecommerce/products/{id}',
    'patchProduct',
    'Change a product’s stock, quantity or status',
    ecommerce.productPatchBody,
    changed(ecommerce.product, 'The product after the change (as a list row).'),
    {
      params: idParam('product'),
      errors: productNotFound,
    },
  ),
  ec.remove(
    '/api/apps/ecommerce/products/{id}',
    'deleteProduct',
    'Delete a product',
    idParam('product'),
    productNotFound,
  ),
  ec.list(
    '/api/apps/ecommerce/orders',
    'listOrders',
    'Orders',
    ecommerce.orderListQuery,
    ecommerce.orderListResponse,
  ),
  ec.read(
    '/api/apps/ecommerce/orders/{id}',
    'getOrder',
    'One order with items, totals, addresses and delivery steps',
    ecommerce.orderDetail,
    {
      description:
        'Derived from the order: every read answers the same; the totals add up to its `spent`.',
      params: idParam('order'),
      errors: missing('`Order not found`.'),
    },
  ),
  ec.remove(
    '/api/apps/ecommerce/orders/{id}',
    'deleteOrder',
    'Delete an order (an unknown id too, SPEC §8)',
    idParam('order'),
    {
      404: [
        'message',
        'The id is not a whole number (an order id that no order has answers 204): `Order not found`.',
      ],
    },
  ),
  ec.list(
    '/api/apps/ecommerce/customers',
    'listCustomers',
    'Customers',
    ecommerce.customerListQuery,
    ecommerce.customerListResponse,
  ),
  ec.read(
    '/api/apps/ecommerce/customers/{id}',
    'getCustomer',
    'One customer',
    ecommerce.customerDetail,
    { params: idParam('customer'), errors: missing('`Customer not found`.') },
  ),
  ec.list(
    '/api/apps/ecommerce/reviews',
    'listReviews',
    'Reviews',
    ecommerce.reviewListQuery,
    ecommerce.reviewListResponse,
  ),
  ec.remove(
    '/api/apps/ecommerce/reviews/{id}',
    'deleteReview',
    'Delete a review',
    idParam('review'),
    missing('`Review not found`.'),
    200,
  ),
  ec.list(
    '/api/apps/ecommerce/referrals',
    'listReferrals',
    'Referrals',
    ecommerce.referralListQuery,
    ecommerce.referralListResponse,
  ),
  ec.write(
    'post',
    '/api/apps/ecommerce/referrals/invite',
    'inviteReferral',
    'Invite someone by e-mail',
    ecommerce.referralInviteBody,
    created(ecommerce.referralInvite, 'The invitation as recorded.'),
    {
      description:
        'An address already invited, or already a referral, is refused on `email` (`inviteRepeated`, case-insensitive).',
    },
  ),
];
