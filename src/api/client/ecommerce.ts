/** E-commerce: products, orders, customers, reviews, referrals. */
import type {
  CustomerDetail,
  CustomerListParams,
  CustomerListResponse,
  OrderDetail,
  OrderListParams,
  OrderListResponse,
  Product,
  ProductInput,
  ProductListParams,
  ProductListResponse,
  ProductPatch,
  ReferralInvite,
  ReferralInviteInput,
  ReferralListParams,
  ReferralListResponse,
  ReviewListParams,
  ReviewListResponse,
} from '../types/ecommerce';
import {
  bulkChangeHook,
  listQueryHook,
  mutationHook,
  recordChangeHook,
  useApiCall,
  useApiQuery,
  type RecordChange,
} from './hooks';
import {
  changeCall,
  deleteCall,
  listCall,
  postCall,
  recordCall,
  type ChangeCall,
  type ListCall,
  type PostCall,
  type RecordCall,
} from './rest';

const base = '/api/apps/ecommerce';

/** Each list has its own prefix, so a delete refreshes only the list it changed. */
export const ecommerceKeys = {
  products: ['products'] as const,
  productList: (params: ProductListParams) => ['products', params] as const,
  orders: ['orders'] as const,
  orderList: (params: OrderListParams) => ['orders', params] as const,
  order: (id: number) => ['orders', 'detail', id] as const,
  customers: ['customers'] as const,
  customerList: (params: CustomerListParams) => ['customers', params] as const,
  customer: (id: number) => ['customers', 'detail', id] as const,
  reviews: ['reviews'] as const,
  reviewList: (params: ReviewListParams) => ['reviews', params] as const,
  referralList: (params: ReferralListParams) => ['referrals', params] as const,
};

const products = `${base}/products`;
const orders = `${base}/orders`;
const customers = `${base}/customers`;
const reviews = `${base}/reviews`;

export const fetchProducts: ListCall<ProductListParams, ProductListResponse> = listCall(products);
/**
 * 400 field errors (`skuTaken` on `sku`, the contract's rules) arrive as `ApiError.fieldErrors`.
 */
export const createProduct: PostCall<ProductInput, Product> = postCall(products);
export const patchProduct: ChangeCall<ProductPatch, Product> = changeCall(products, 'PATCH');
export const deleteProduct = deleteCall(products);
export const fetchOrders: ListCall<OrderListParams, OrderListResponse> = listCall(orders);
export const fetchOrder: RecordCall<OrderDetail> = recordCall(orders);
export const deleteOrder = deleteCall(orders);
export const fetchCustomers: ListCall<CustomerListParams, CustomerListResponse> =
  listCall(customers);
export const fetchCustomer: RecordCall<CustomerDetail> = recordCall(customers);
export const fetchReviews: ListCall<ReviewListParams, ReviewListResponse> = listCall(reviews);
export const deleteReview = deleteCall(reviews);
export const fetchReferrals: ListCall<ReferralListParams, ReferralListResponse> = listCall(
  `${base}/referrals`,
);
/** An address already invited answers 400 with `inviteRepeated` on `email`. */
export const inviteReferral: PostCall<ReferralInviteInput, ReferralInvite> = postCall(
  `${base}/referrals/invite`,
);

export const useProducts = listQueryHook(ecommerceKeys.productList, fetchProducts);
export const useOrders = listQueryHook(ecommerceKeys.orderList, fetchOrders);
/** One order's details; `null` waits. */
export function useOrder(id: number | null) {
  return useApiQuery(
    ecommerceKeys.order(id ?? -1),
    (request, signal) => fetchOrder(request, id!, signal),
    { enabled: id !== null },
  );
}
export const useCustomers = listQueryHook(ecommerceKeys.customerList, fetchCustomers);
/** One customer; `null` waits. */
export function useCustomer(id: number | null) {
  return useApiQuery(
    ecommerceKeys.customer(id ?? -1),
    (request, signal) => fetchCustomer(request, id!, signal),
    { enabled: id !== null },
  );
}
export const useReviews = listQueryHook(ecommerceKeys.reviewList, fetchReviews);
export const useReferrals = listQueryHook(ecommerceKeys.referralList, fetchReferrals);

/** A new product refreshes the product lists (it is the newest, so first). */
export const useCreateProduct = mutationHook(createProduct, [ecommerceKeys.products]);

export type PatchProductVariables = RecordChange<ProductPatch>;

/** A quick change (the stock switch) refreshes the product lists. */
export const usePatchProduct = recordChangeHook(patchProduct, [ecommerceKeys.products]);

/** Records an invitation (nothing on screen lists them). */
export const useInviteReferral = mutationHook(inviteReferral, []);

/** Each delete refreshes only the list it changed. */
export const useDeleteProduct = mutationHook(deleteProduct, [ecommerceKeys.products], {
  refreshWhenGone: true,
});
/**
 * Deletes the selected products; the list refreshes even when some failed (or were gone already).
 */
export const useBulkDeleteProducts = bulkChangeHook(
  (request, id: number) => deleteProduct(request, id),
  [ecommerceKeys.products],
);
/**
 * Every page of a filtered product list at once, on demand (the CSV export): `(params) => Promise`.
 */
export function useProductListFetch() {
  return useApiCall(fetchProducts);
}
/** An order's customer counts one order less: the customer lists and details refresh too. */
export const useDeleteOrder = mutationHook(deleteOrder, [
  ecommerceKeys.orders,
  ecommerceKeys.customers,
]);
export const useDeleteReview = mutationHook(deleteReview, [ecommerceKeys.reviews], {
  refreshWhenGone: true,
});
