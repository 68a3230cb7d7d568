/** E-commerce: products, orders, customers, reviews, referrals. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { useRequester } from './api-provider';
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
  const request = useRequester();
  return useQuery({ queryKey: ecommerceKeys.productList(params), queryFn: ({ signal }) => fetchProducts(request, params, signal), placeholderData: keepPreviousData });
}
export function useOrders(params: OrderListParams = {}) {
  const request = useRequester();
  return useQuery({ queryKey: ecommerceKeys.orderList(params), queryFn: ({ signal }) => fetchOrders(request, params, signal), placeholderData: keepPreviousData });
}
export function useCustomers(params: CustomerListParams = {}) {
  const request = useRequester();
  return useQuery({ queryKey: ecommerceKeys.customerList(params), queryFn: ({ signal }) => fetchCustomers(request, params, signal), placeholderData: keepPreviousData });
}
export function useCustomer(id: number) {
  const request = useRequester();
  return useQuery({ queryKey: ecommerceKeys.customer(id), queryFn: ({ signal }) => fetchCustomer(request, id, signal) });
}
export function useReviews(params: ReviewListParams = {}) {
  const request = useRequester();
  return useQuery({ queryKey: ecommerceKeys.reviewList(params), queryFn: ({ signal }) => fetchReviews(request, params, signal), placeholderData: keepPreviousData });
}
export function useReferrals(params: ReferralListParams = {}) {
  const request = useRequester();
  return useQuery({ queryKey: ecommerceKeys.referralList(params), queryFn: ({ signal }) => fetchReferrals(request, params, signal), placeholderData: keepPreviousData });
}

/** A delete mutation that refreshes every list under `key`. */
function useDelete(remove: (request: Requester, id: number) => Promise<void>, key: readonly string[]) {
  const request = useRequester();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => remove(request, id),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useDeleteProduct() {
  return useDelete(deleteProduct, ecommerceKeys.products);
}
export function useDeleteOrder() {
  return useDelete(deleteOrder, ecommerceKeys.orders);
}
export function useDeleteReview() {
  return useDelete(deleteReview, ecommerceKeys.reviews);
}
