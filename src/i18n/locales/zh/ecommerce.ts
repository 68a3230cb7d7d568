/** ecommerce messages (zh): e-commerce: products, orders, customers, reviews, referrals. Keys mirror en/ecommerce.ts. */
export const ecommerce = {} as const;
