/** E-commerce: products, orders, customers, reviews, referrals. */
import type {
  CustomerDetail,
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
export function deleteProduct(request: Requester, id: number): Promise<void> {
  return request<void>(`${base}/products/${id}`, { method: 'DELETE' });
}
export function fetchOrders(request: Requester, params: OrderListParams = {}, signal?: AbortSignal): Promise<OrderListResponse> {
  return request<OrderListResponse>(`${base}/orders`, { query: { ...params }, signal });
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

export function useProducts(params: ProductListParams = {}) {
  return useApiQuery(ecommerceKeys.productList(params), (request, signal) => fetchProducts(request, params, signal), { keepPrevious: true });
}
export function useOrders(params: OrderListParams = {}) {
  return useApiQuery(ecommerceKeys.orderList(params), (request, signal) => fetchOrders(request, params, signal), { keepPrevious: true });
}
export function useCustomers(params: CustomerListParams = {}) {
  return useApiQuery(ecommerceKeys.customerList(params), (request, signal) => fetchCustomers(request, params, signal), { keepPrevious: true });
}
export function useCustomer(id: number) {
  return useApiQuery(ecommerceKeys.customer(id), (request, signal) => fetchCustomer(request, id, signal));
}
export function useReviews(params: ReviewListParams = {}) {
  return useApiQuery(ecommerceKeys.reviewList(params), (request, signal) => fetchReviews(request, params, signal), { keepPrevious: true });
}
export function useReferrals(params: ReferralListParams = {}) {
  return useApiQuery(ecommerceKeys.referralList(params), (request, signal) => fetchReferrals(request, params, signal), { keepPrevious: true });
}

/** Each delete refreshes only the list it changed. */
export function useDeleteProduct() {
  return useApiMutation(deleteProduct, [ecommerceKeys.products]);
}
export function useDeleteOrder() {
  return useApiMutation(deleteOrder, [ecommerceKeys.orders]);
}
export function useDeleteReview() {
  return useApiMutation(deleteReview, [ecommerceKeys.reviews]);
}
