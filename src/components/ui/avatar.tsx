import * as AvatarPrimitive from '@radix-ui/react-avatar';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';

import { cx } from '@/lib/cx';

import { toneVariants } from './tone';

export const avatarVariants = cva(
  'ee:relative ee:inline-flex ee:shrink-0 ee:select-none ee:items-center ee:justify-center ee:overflow-hidden ee:align-middle ee:font-medium',
  {
    variants: {
      size: {
        xs: 'ee:size-6 ee:text-[10px] ee:[&_svg]:size-3.5',
        sm: 'ee:size-8 ee:text-[12px] ee:[&_svg]:size-[18px]',
        md: 'ee:size-[38px] ee:text-[15px] ee:[&_svg]:size-[22px]',
        lg: 'ee:size-12 ee:text-lg ee:[&_svg]:size-6',
        xl: 'ee:size-16 ee:text-2xl ee:[&_svg]:size-8',
      },
      shape: { circle: 'ee:rounded-full', square: 'ee:rounded-ee' },
      // Tonal is mixed with the surface, not see-through, so overlapping avatars in a group stay
      // clean.
      variant: {
        tonal: 'ee:bg-[color-mix(in_srgb,var(--ee-tone)_16%,var(--ee-surface))] ee:text-tone-ink',
        solid: 'ee:bg-tone-solid ee:text-white',
      },
      color: toneVariants,
    },
    defaultVariants: { size: 'md', shape: 'circle', variant: 'tonal', color: 'primary' },
  },
);

/** "Ada Lovelace" → "AL", "王小明" → "王"; at most two letters. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const first = Array.from(words[0])[0] ?? '';
  const last = words.length > 1 ? (Array.from(words[words.length - 1])[0] ?? '') : '';
  return (first + last).toUpperCase();
}

export type AvatarProps = Omit<ComponentProps<typeof AvatarPrimitive.Root>, 'color'> &
  VariantProps<typeof avatarVariants> & {
    /** Image URL; when empty or when it fails to load, the initials (or icon) show instead. */
    src?: string | null;
    /**
     * The person or thing shown: gives the initials and, unless `alt` is set, the accessible name.
     */
    name?: string;
    /** Accessible name; `""` marks the avatar decorative (e.g. next to the same name in text). */
    alt?: string;
    /** Replaces the initials in the fallback (e.g. an icon for a device). */
    fallback?: ReactNode;
  };

/** A picture of a person or thing, with initials in a tonal colour when there is no image. */
export function Avatar({
  className,
  size,
  shape,
  variant,
  color,
  src,
  name = '',
  alt,
  fallback,
  ...props
}: AvatarProps) {
  const label = alt ?? name;
  return (
    <AvatarPrimitive.Root
      className={cx(avatarVariants({ size, shape, variant, color }), className)}
      {...props}
    >
      {src && (
        <AvatarPrimitive.Image src={src} alt={label} className="ee:size-full ee:object-cover" />
      )}
      <AvatarPrimitive.Fallback
        className="ee:flex ee:size-full ee:items-center ee:justify-center"
        {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      >
        {fallback ?? <span aria-hidden>{initialsOf(name)}</span>}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
