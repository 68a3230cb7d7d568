import type { ComponentProps, ReactNode } from 'react';
import * as AvatarPrimitive from '@radix-ui/react-avatar';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';
import { toneVariants } from './tone';

export const avatarVariants = cva('relative inline-flex shrink-0 select-none items-center justify-center overflow-hidden align-middle font-medium', {
  variants: {
    size: {
      xs: 'size-6 text-[10px] [&_svg]:size-3.5',
      sm: 'size-8 text-[12px] [&_svg]:size-[18px]',
      md: 'size-[38px] text-[15px] [&_svg]:size-[22px]',
      lg: 'size-12 text-lg [&_svg]:size-6',
      xl: 'size-16 text-2xl [&_svg]:size-8',
    },
    shape: { circle: 'rounded-full', square: 'rounded-ee' },
    // Tonal is mixed with the surface, not see-through, so overlapping avatars in a group stay clean.
    variant: { tonal: 'bg-[color-mix(in_srgb,var(--tone)_16%,var(--ee-surface))] text-tone-ink', solid: 'bg-tone-solid text-white' },
    color: toneVariants,
  },
  defaultVariants: { size: 'md', shape: 'circle', variant: 'tonal', color: 'primary' },
});

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
    /** The person or thing shown: gives the initials and, unless `alt` is set, the accessible name. */
    name?: string;
    /** Accessible name; `""` marks the avatar decorative (e.g. next to the same name in text). */
    alt?: string;
    /** Replaces the initials in the fallback (e.g. an icon for a device). */
    fallback?: ReactNode;
  };

/** A picture of a person or thing, with initials in a tonal colour when there is no image. */
export function Avatar({ className, size, shape, variant, color, src, name = '', alt, fallback, ...props }: AvatarProps) {
  const label = alt ?? name;
  return (
    <AvatarPrimitive.Root className={cn(avatarVariants({ size, shape, variant, color }), className)} {...props}>
      {src && <AvatarPrimitive.Image src={src} alt={label} className="size-full object-cover" />}
      <AvatarPrimitive.Fallback
        className="flex size-full items-center justify-center"
        {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      >
        {fallback ?? <span aria-hidden>{initialsOf(name)}</span>}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
