/** E-commerce: products, orders, customers, reviews, referrals. */
import type {
  CustomerDetail,
  OrderDetail,
  Product,
  ProductInput,
  ProductPatch,
  ReferralInvite,
  ReferralInviteInput,
  CustomerListParams,
  CustomerListResponse,
  OrderListParams,
  OrderListResponse,
  ProductListParams,
  ProductListResponse,
  ReferralListParams,
  ReferralListResponse,
  ReviewListParams,
  ReviewListResponse,
} from '../types/ecommerce';
import { useApiMutation, useApiQuery } from './hooks';
import type { Requester } from './request';

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

export function fetchProducts(request: Requester, params: ProductListParams = {}, signal?: AbortSignal): Promise<ProductListResponse> {
  return request<ProductListResponse>(`${base}/products`, { query: { ...params }, signal });
}
/** 400 field errors (`skuTaken` on `sku`, the contract's rules) arrive as `ApiError.fieldErrors`. */
export function createProduct(request: Requester, body: ProductInput): Promise<Product> {
  return request<Product>(`${base}/products`, { method: 'POST', body });
}
export function patchProduct(request: Requester, id: number, changes: ProductPatch): Promise<Product> {
  return request<Product>(`${base}/products/${id}`, { method: 'PATCH', body: changes });
}
export function deleteProduct(request: Requester, id: number): Promise<void> {
  return request<void>(`${base}/products/${id}`, { method: 'DELETE' });
}
export function fetchOrders(request: Requester, params: OrderListParams = {}, signal?: AbortSignal): Promise<OrderListResponse> {
  return request<OrderListResponse>(`${base}/orders`, { query: { ...params }, signal });
}
export function fetchOrder(request: Requester, id: number, signal?: AbortSignal): Promise<OrderDetail> {
  return request<OrderDetail>(`${base}/orders/${id}`, { signal });
}
export function deleteOrder(request: Requester, id: number): Promise<void> {
  return request<void>(`${base}/orders/${id}`, { method: 'DELETE' });
}
export function fetchCustomers(request: Requester, params: CustomerListParams = {}, signal?: AbortSignal): Promise<CustomerListResponse> {
  return request<CustomerListResponse>(`${base}/customers`, { query: { ...params }, signal });
}
export function fetchCustomer(request: Requester, id: number, signal?: AbortSignal): Promise<CustomerDetail> {
  return request<CustomerDetail>(`${base}/customers/${id}`, { signal });
}
export function fetchReviews(request: Requester, params: ReviewListParams = {}, signal?: AbortSignal): Promise<ReviewListResponse> {
  return request<ReviewListResponse>(`${base}/reviews`, { query: { ...params }, signal });
}
export function deleteReview(request: Requester, id: number): Promise<void> {
  return request<void>(`${base}/reviews/${id}`, { method: 'DELETE' });
}
export function fetchReferrals(request: Requester, params: ReferralListParams = {}, signal?: AbortSignal): Promise<ReferralListResponse> {
  return request<ReferralListResponse>(`${base}/referrals`, { query: { ...params }, signal });
}

/** An address already invited answers 400 with `inviteRepeated` on `email`. */
export function inviteReferral(request: Requester, body: ReferralInviteInput): Promise<ReferralInvite> {
  return request<ReferralInvite>(`${base}/referrals/invite`, { method: 'POST', body });
}

export function useProducts(params: ProductListParams = {}) {
  return useApiQuery(ecommerceKeys.productList(params), (request, signal) => fetchProducts(request, params, signal), { keepPrevious: true });
}
export function useOrders(params: OrderListParams = {}) {
  return useApiQuery(ecommerceKeys.orderList(params), (request, signal) => fetchOrders(request, params, signal), { keepPrevious: true });
}
/** One order's details; `null` waits. */
export function useOrder(id: number | null) {
  return useApiQuery(ecommerceKeys.order(id ?? -1), (request, signal) => fetchOrder(request, id!, signal), { enabled: id !== null });
}
export function useCustomers(params: CustomerListParams = {}) {
  return useApiQuery(ecommerceKeys.customerList(params), (request, signal) => fetchCustomers(request, params, signal), { keepPrevious: true });
}
/** One customer; `null` waits. */
export function useCustomer(id: number | null) {
  return useApiQuery(ecommerceKeys.customer(id ?? -1), (request, signal) => fetchCustomer(request, id!, signal), { enabled: id !== null });
}
export function useReviews(params: ReviewListParams = {}) {
  return useApiQuery(ecommerceKeys.reviewList(params), (request, signal) => fetchReviews(request, params, signal), { keepPrevious: true });
}
export function useReferrals(params: ReferralListParams = {}) {
  return useApiQuery(ecommerceKeys.referralList(params), (request, signal) => fetchReferrals(request, params, signal), { keepPrevious: true });
}

/** A new product refreshes the product lists (it is the newest, so first). */
export function useCreateProduct() {
  return useApiMutation(createProduct, [ecommerceKeys.products]);
}

export interface PatchProductVariables {
  id: number;
  changes: ProductPatch;
}

/** A quick change (the stock switch) refreshes the product lists. */
export function usePatchProduct() {
  return useApiMutation((request, { id, changes }: PatchProductVariables) => patchProduct(request, id, changes), [ecommerceKeys.products]);
}

/** Records an invitation (nothing on screen lists them). */
export function useInviteReferral() {
  return useApiMutation(inviteReferral, []);
}

/** Each delete refreshes only the list it changed. */
export function useDeleteProduct() {
  return useApiMutation(deleteProduct, [ecommerceKeys.products]);
}
/** An order's customer counts one order less: the customer lists and details refresh too. */
export function useDeleteOrder() {
  return useApiMutation(deleteOrder, [ecommerceKeys.orders, ecommerceKeys.customers]);
}
export function useDeleteReview() {
  return useApiMutation(deleteReview, [ecommerceKeys.reviews]);
}
