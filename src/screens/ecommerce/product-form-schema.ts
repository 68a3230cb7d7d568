/**
 * The add-product form: its values as typed (so a failed save loses nothing), and its schema:
 * the typed values as the API's body, checked by the contract's own rules (one rule, one
 * message, in the user's language).
 */
import { z } from 'zod';

import {
  PRODUCT_CATEGORIES,
  PRODUCT_STATUSES,
  productCreateBody,
  VARIANT_OPTIONS,
  type ProductCategory,
  type ProductInput,
  type ProductStatus,
  type VariantOption,
} from '@/api/contract/ecommerce';

/** How "Publish" publishes: now, or later (Scheduled). "Save draft" always saves Inactive. */
export type PublishAs = Extract<ProductStatus, 'Published' | 'Scheduled'>;

export interface ProductFormValues {
  productName: string;
  productBrand: string;
  sku: string;
  barcode: string;
  /** HTML from the rich-text editor. */
  description: string;
  images: { name: string; src: string }[];
  variants: { option: VariantOption | ''; value: string }[];
  stock: boolean;
  qty: string;
  basePrice: string;
  discountedPrice: string;
  taxPercent: string;
  category: ProductCategory | '';
  publishAs: PublishAs;
  /** Set by the button that saves: Inactive (draft) or `publishAs`. */
  status: ProductStatus;
}

export const EMPTY_PRODUCT: ProductFormValues = {
  productName: '',
  productBrand: '',
  sku: '',
  barcode: '',
  description: '',
  images: [],
  variants: [],
  stock: true,
  qty: '',
  basePrice: '',
  discountedPrice: '',
  taxPercent: '',
  category: '',
  publishAs: 'Published',
  status: 'Published',
};

const formValues = z.object({
  productName: z.string(),
  productBrand: z.string(),
  sku: z.string(),
  barcode: z.string(),
  description: z.string(),
  images: z.array(z.object({ name: z.string(), src: z.string() })),
  variants: z.array(
    z.object({ option: z.union([z.enum(VARIANT_OPTIONS), z.literal('')]), value: z.string() }),
  ),
  stock: z.boolean(),
  qty: z.string(),
  basePrice: z.string(),
  discountedPrice: z.string(),
  taxPercent: z.string(),
  category: z.union([z.enum(PRODUCT_CATEGORIES), z.literal('')]),
  publishAs: z.enum(['Published', 'Scheduled']),
  status: z.enum(PRODUCT_STATUSES),
}) satisfies z.ZodType<ProductFormValues>;

/** A required number as typed: blank is missing ("Required"), not 0. */
const requiredNumber = (v: string) => (v.trim() === '' ? undefined : v.trim());

/** An editor left with only empty paragraphs holds no description. */
const blankHtml = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === '' && !/<img\b/i.test(html);

/** Form values as the API's body. */
export function productFromForm(v: ProductFormValues): ProductInput {
  return {
    productName: v.productName,
    productBrand: v.productBrand,
    sku: requiredNumber(v.sku) as unknown as number,
    barcode: v.barcode,
    description: blankHtml(v.description) ? '' : v.description,
    images: v.images,
    variants: v.variants as ProductInput['variants'],
    category: (v.category || undefined) as ProductCategory,
    status: v.status,
    stock: v.stock,
    qty: requiredNumber(v.qty) as unknown as number,
    basePrice: requiredNumber(v.basePrice) as unknown as number,
    // Optional: blank means none (no discount, no tax).
    discountedPrice:
      v.discountedPrice.trim() === '' ? null : (v.discountedPrice.trim() as unknown as number),
    taxPercent: v.taxPercent.trim() === '' ? 0 : (v.taxPercent.trim() as unknown as number),
  };
}

/** The form's schema: what was typed, as the API's body, checked by the API's rules. */
export function productFormSchema() {
  return formValues
    .transform((values): ProductInput => productFromForm(values))
    .pipe(productCreateBody);
}
