/** ecommerce messages (en): e-commerce: products, orders, customers, reviews, referrals. */
export const ecommerce = {} as const;
