import {
  Children,
  cloneElement,
  isValidElement,
  type ComponentProps,
  type ReactElement,
} from 'react';

import { cx } from '@/lib/cx';

import { avatarVariants, type AvatarProps } from './avatar';
import { Tooltip } from './tooltip';
import { useCommonText } from './use-common-text';

const overlap = {
  xs: 'ee:not-first:-ms-1',
  sm: 'ee:not-first:-ms-1.5',
  md: 'ee:not-first:-ms-2',
  lg: 'ee:not-first:-ms-2.5',
  xl: 'ee:not-first:-ms-3',
} as const;

export type AvatarGroupProps = ComponentProps<'div'> & {
  /** How many avatars to show; the rest collapse into a "+N" avatar. */
  max?: number;
  /** Size of every avatar in the group. */
  size?: AvatarProps['size'];
  /** Accessible name of the "+N" avatar; defaults to "N more: names…" from `common.ui.more`. */
  moreLabel?: (count: number, names: string[]) => string;
};

/** Overlapping avatars; beyond `max`, a "+N" avatar whose tooltip names the hidden ones. */
export function AvatarGroup({
  className,
  max,
  size = 'md',
  moreLabel,
  children,
  ...props
}: AvatarGroupProps) {
  const t = useCommonText();
  const items = Children.toArray(children).filter((child): child is ReactElement<AvatarProps> =>
    isValidElement<AvatarProps>(child),
  );
  const shown = max !== undefined && items.length > max ? items.slice(0, Math.max(0, max)) : items;
  const hidden = items.slice(shown.length);
  const hiddenNames = hidden
    .map((child) => child.props.alt || child.props.name || '')
    .filter(Boolean);
  const ring = cx('ee:ring-2 ee:ring-surface', overlap[size ?? 'md']);
  const label = moreLabel
    ? moreLabel(hidden.length, hiddenNames)
    : [t('ui.more', { count: hidden.length }), hiddenNames.join(', ')].filter(Boolean).join(': ');
  return (
    <div role="group" className={cx('ee:inline-flex ee:items-center', className)} {...props}>
      {shown.map((child) =>
        cloneElement(child, { size, className: cx(ring, child.props.className) }),
      )}
      {hidden.length > 0 && (
        <Tooltip content={hiddenNames.length ? hiddenNames.join(', ') : label}>
          <span
            role="img"
            tabIndex={0}
            aria-label={label}
            className={cx(avatarVariants({ size, color: 'secondary' }), ring, 'ee:cursor-default')}
          >
            <span aria-hidden>+{hidden.length}</span>
          </span>
        </Tooltip>
      )}
    </div>
  );
}
