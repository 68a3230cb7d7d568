import { ecommerce } from '../locales/en/ecommerce';
import { defineKitNamespace } from '../namespace';

/**
 * The `ecommerce` messages (i18next namespace `ee-ecommerce`): e-commerce: products, orders,
 * customers, reviews, referrals.
 */
export const ecommerceNs = defineKitNamespace('ecommerce', ecommerce, {
  fr: () => import('../locales/fr/ecommerce').then((m) => m.ecommerce),
  ar: () => import('../locales/ar/ecommerce').then((m) => m.ecommerce),
  zh: () => import('../locales/zh/ecommerce').then((m) => m.ecommerce),
});
