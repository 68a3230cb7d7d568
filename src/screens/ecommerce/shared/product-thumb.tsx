import {
  IconBriefcase,
  IconDeviceGamepad2,
  IconDeviceLaptop,
  IconHeadphones,
  IconLamp,
  IconShoe,
  type IconProps,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

import { IMAGE_DATA_URL } from '@/api/contract/ecommerce';
import type { ProductCategory } from '@/api/types/ecommerce';
import { Avatar } from '@/components/ui/avatar';
import type { Tone } from '@/components/ui/tone';

const CATEGORY_LOOK: Record<ProductCategory, { Icon: ComponentType<IconProps>; tone: Tone }> = {
  Electronics: { Icon: IconDeviceLaptop, tone: 'primary' },
  Accessories: { Icon: IconHeadphones, tone: 'info' },
  Shoes: { Icon: IconShoe, tone: 'success' },
  Office: { Icon: IconBriefcase, tone: 'warning' },
  'Home Decor': { Icon: IconLamp, tone: 'error' },
  Games: { Icon: IconDeviceGamepad2, tone: 'secondary' },
};

export interface ProductThumbProps {
  /** The product's image (a data URL); anything else shows the category's icon. */
  image?: string;
  /** The product's category: the icon and colour without an image. */
  category: ProductCategory;
  /** Size of the square. */
  size?: 'sm' | 'md' | 'lg';
}

/**
 * A product's picture: its own image when it has one, else its category's icon on a tonal square.
 * Decorative (the name is beside it).
 */
export function ProductThumb({ image, category, size = 'md' }: ProductThumbProps) {
  const { Icon, tone } = CATEGORY_LOOK[category] ?? CATEGORY_LOOK.Electronics;
  // Only an image data URL is drawn: a stored value is never trusted as an address to fetch.
  const src = image && IMAGE_DATA_URL.test(image) ? image : undefined;
  return (
    <Avatar
      shape="square"
      size={size}
      color={tone}
      src={src}
      alt=""
      fallback={<Icon aria-hidden />}
    />
  );
}
