/**
 * The e-commerce samples of docs/spec.md §9: 50 products, 100 orders, 100 customers, 100 reviews
 * (each ×scale) and 45 referrals. Every order is placed by one of the customers (same name and
 * e-mail), and a customer's order count and total spent are those of their orders, so a
 * customer's page lists the orders the figures count.
 */
import {
  clockTime,
  COUNTRY_CODES,
  COUNTRY_FLAGS,
  isoDay,
  money,
  person,
  usDate,
} from '@/api/sample/pools';
import { createRng, type Rng } from '@/api/sample/random';
import {
  CUSTOMER_COUNTRIES,
  ORDER_STATUSES,
  PRODUCT_CATEGORIES,
  PRODUCT_STATUSES,
  REFERRAL_STATUSES,
  REVIEW_STATUSES,
  type Customer,
  type Order,
  type PaymentCode,
  type Product,
  type ProductCategory,
  type Referral,
  type ReferralInvite,
  type Review,
} from '@/api/types/ecommerce';

import type { GeneratorContext } from '../index';
import ecommerceData from './ecommerce.data.json';

export const PRODUCT_COUNT = 50;
export const ORDER_COUNT = 100;
export const CUSTOMER_COUNT = 100;
export const REVIEW_COUNT = 100;
export const REFERRAL_COUNT = 45;

/** Product names and brands per category, so a name never lands in the wrong category. */
export const CATALOGUE: Record<
  ProductCategory,
  { names: readonly string[]; brands: readonly string[] }
> = {
  Electronics: {
    names: ['Smart Meter', 'Circuit Tester', 'LED Panel', 'Power Bank', 'Surge Protector'],
    brands: ['Schneider', 'Siemens', 'ABB', 'Anker'],
  },
  Accessories: {
    names: ['Cable Organiser', 'Watch Strap', 'Laptop Sleeve', 'Travel Adapter'],
    brands: ['Belkin', 'Ugreen', 'Targus'],
  },
  Shoes: {
    names: ['Safety Boots', 'Running Shoes', 'Work Sneakers'],
    brands: ['Nike', 'Adidas', 'Caterpillar'],
  },
  Office: {
    names: ['Label Printer', 'Desk Lamp', 'Ergonomic Chair', 'Whiteboard'],
    brands: ['Brother', 'IKEA', 'Herman Miller'],
  },
  'Home Decor': {
    names: ['Table Lamp', 'Wall Clock', 'Ceramic Vase', 'Smart Bulb'],
    brands: ['Philips', 'Muji', 'Xiaomi'],
  },
  Games: {
    names: ['Game Controller', 'Puzzle Box', 'Racing Wheel'],
    brands: ['Sony', 'Logitech', 'Nintendo'],
  },
};

export function createProducts(ctx: GeneratorContext): Product[] {
  const rng = createRng(ctx.seed + 301);
  return Array.from({ length: PRODUCT_COUNT * ctx.scale }, (_, i): Product => {
    const category = rng.pick(PRODUCT_CATEGORIES);
    const { names, brands } = CATALOGUE[category];
    const brand = rng.pick(brands);
    return {
      id: i + 1,
      productName: `${brand} ${rng.pick(names)} ${rng.pick(['Pro', 'Mini', 'Plus', 'X', 'Lite'])}`,
      productBrand: brand,
      category,
      stock: rng.chance(0.7),
      sku: rng.int(10000, 99999),
      price: money(rng.int(5, 2500)),
      qty: rng.int(0, 1000),
      status: rng.pick(PRODUCT_STATUSES),
      image: '',
    };
  });
}

interface Buyer {
  name: string;
  email: string;
}

function buyer(rng: Rng, index: number): Buyer {
  const p = person(rng, index);
  return { name: p.fullName, email: `${p.handle}@example.com` };
}

/**
 * `length` records of one kind, one a buyer: drawn from their own stream (the seed + `stream`),
 * each record's buyer first, then what `make` draws.
 */
function perBuyer<T>(
  ctx: GeneratorContext,
  stream: number,
  length: number,
  make: (rng: Rng, buyer: Buyer, index: number) => T,
): T[] {
  const rng = createRng(ctx.seed + stream);
  return Array.from({ length }, (_, i) => make(rng, buyer(rng, i), i));
}

export function createOrders(ctx: GeneratorContext, customers: readonly Customer[]): Order[] {
  const rng = createRng(ctx.seed + 302);
  return Array.from({ length: ORDER_COUNT * ctx.scale }, (_, i): Order => {
    const buyer = rng.pick(customers);
    const method = rng.chance(0.5) ? 'mastercard' : 'paypalLogo';
    return {
      id: i + 1,
      order: 5400 + i,
      customer: buyer.customer,
      email: buyer.email,
      avatar: '',
      payment: rng.int(1, 4) as PaymentCode,
      status: rng.pick(ORDER_STATUSES),
      spent: rng.float(10, 1000),
      method,
      date: isoDay(ctx.now, -rng.int(0, 365)),
      time: clockTime(rng),
      methodNumber: method === 'mastercard' ? rng.int(1000, 9999) : buyer.email,
    };
  });
}

/**
 * Customers before their orders are counted: `order` and `totalSpent` are 0 until
 * `withOrderTotals`.
 */
export function createCustomers(ctx: GeneratorContext): Customer[] {
  return perBuyer(ctx, 303, CUSTOMER_COUNT * ctx.scale, (rng, b, i): Customer => {
    const country = rng.pick(CUSTOMER_COUNTRIES);
    return {
      id: i + 1,
      customer: b.name,
      customerId: 100000 + rng.int(0, 899999),
      email: b.email,
      country,
      countryFlag: COUNTRY_FLAGS[country],
      countryCode: COUNTRY_CODES[country],
      order: 0,
      totalSpent: 0,
      avatar: '',
    };
  });
}

/** Each customer with the count and sum of the orders placed with their e-mail. */
export function withOrderTotals(
  customers: readonly Customer[],
  orders: readonly Order[],
): Customer[] {
  const totals = new Map<string, { count: number; cents: number }>();
  for (const o of orders) {
    const t = totals.get(o.email) ?? { count: 0, cents: 0 };
    t.count++;
    t.cents += Math.round(o.spent * 100);
    totals.set(o.email, t);
  }
  return customers.map((c) => {
    const t = totals.get(c.email);
    return { ...c, order: t?.count ?? 0, totalSpent: (t?.cents ?? 0) / 100 };
  });
}

/** What reviewers write: a head line and a sentence, each picked on its own. */
const REVIEW_HEADS: readonly string[] = ecommerceData.reviewHeads;
const REVIEW_PARAS: readonly string[] = ecommerceData.reviewParas;

export function createReviews(ctx: GeneratorContext, products: readonly Product[]): Review[] {
  return perBuyer(ctx, 304, REVIEW_COUNT * ctx.scale, (rng, b, i): Review => {
    const product = rng.pick(products);
    return {
      id: i + 1,
      product: product.productName,
      companyName: product.productBrand,
      productImage: '',
      reviewer: b.name,
      email: b.email,
      avatar: '',
      date: usDate(ctx.now, -rng.int(0, 365)),
      status: rng.pick(REVIEW_STATUSES),
      review: rng.int(1, 5),
      head: rng.pick(REVIEW_HEADS),
      para: rng.pick(REVIEW_PARAS),
    };
  });
}

export function createReferrals(ctx: GeneratorContext): Referral[] {
  return perBuyer(ctx, 305, REFERRAL_COUNT, (rng, b, i): Referral => {
    const value = rng.int(100, 9999);
    return {
      id: i + 1,
      user: b.name,
      email: b.email,
      avatar: '',
      referredId: rng.int(1000, 9999),
      status: rng.pick(REFERRAL_STATUSES),
      value: money(value),
      earning: money(value * rng.float(0.05, 0.2)),
    };
  });
}

/** No invitations sent yet: the referral page's form adds them. */
export function createReferralInvites(): ReferralInvite[] {
  return [];
}
