import { useEffect, useState, useSyncExternalStore, type ComponentProps } from 'react';

import { cn } from '@/lib/cn';

import { useCommonText } from '../ui/use-common-text';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
function subscribeMotion(onChange: () => void) {
  const media = window.matchMedia(reducedMotionQuery);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}
const readMotion = () => window.matchMedia(reducedMotionQuery).matches;

export type LoadingBarProps = Omit<ComponentProps<'div'>, 'children'> & {
  /**
   * While true the bar shows and creeps towards 90 %; when it turns false the bar fills and fades.
   */
  loading: boolean;
  /** A known progress (0…100) instead of the creeping estimate. */
  value?: number;
  /** `fixed` pins it to the top of the viewport; `absolute` to the top of a positioned parent. */
  position?: 'fixed' | 'absolute';
};

/**
 * A slim bar at the top edge for route changes and background fetches. With reduced motion it
 * does not creep: it shows a full, still bar while loading.
 */
export function LoadingBar({
  loading,
  value,
  position = 'fixed',
  className,
  ...props
}: LoadingBarProps) {
  const t = useCommonText();
  const reduced = useSyncExternalStore(subscribeMotion, readMotion, () => false);
  const [estimate, setEstimate] = useState(0);
  const [visible, setVisible] = useState(loading);

  useEffect(() => {
    if (loading) {
      setVisible(true);
      setEstimate((current) => (current >= 100 ? 8 : Math.max(current, 8)));
      if (reduced || value !== undefined) return;
      // Each tick closes a share of the remaining gap: fast at first, never reaching 90 %.
      const timer = window.setInterval(
        () => setEstimate((current) => current + (90 - current) * 0.12),
        300,
      );
      return () => window.clearInterval(timer);
    }
    setEstimate(100);
    const hide = window.setTimeout(
      () => {
        setVisible(false);
        setEstimate(0);
      },
      reduced ? 0 : 400,
    );
    return () => window.clearTimeout(hide);
  }, [loading, reduced, value]);

  if (!visible) return null;
  const percent = loading ? (value ?? (reduced ? 100 : estimate)) : 100;
  return (
    <div
      role="progressbar"
      aria-label={t('ui.loading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value ?? (loading ? undefined : 100)}
      aria-busy={loading}
      // Done, it only fades out: nothing left to announce.
      aria-hidden={loading ? undefined : true}
      className={cn(
        position === 'fixed' ? 'ee:fixed' : 'ee:absolute',
        'ee:inset-x-0 ee:top-0 ee:z-[60] ee:h-[3px] ee:overflow-hidden',
        className,
      )}
      {...props}
    >
      <div
        className={cn(
          'ee:h-full ee:bg-primary ee:shadow-[0_0_8px_var(--ee-primary)] ee:transition-[width,opacity] ee:duration-300 ee:ease-out ee:motion-reduce:transition-none',
          !loading && 'ee:opacity-0',
        )}
        style={{ width: `${Math.min(100, Math.max(0, percent))}%` }}
      />
    </div>
  );
}
