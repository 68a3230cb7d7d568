import type { HTMLAttributes } from 'react';

import { cn } from '@/lib/cn';

import { toneVariants, type Tone } from './tone';
import { useCommonText } from './use-common-text';

/** The states a live feed can be in, as a person sees them. */
export const LIVE_INDICATOR_STATES = [
  'connecting',
  'live',
  'paused',
  'reconnecting',
  'offline',
] as const;
export type LiveIndicatorState = (typeof LIVE_INDICATOR_STATES)[number];

const TONE: Record<LiveIndicatorState, Tone> = {
  connecting: 'secondary',
  live: 'success',
  paused: 'secondary',
  reconnecting: 'warning',
  offline: 'error',
};

export interface LiveIndicatorProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * What the feed is doing: live (pulsing dot), paused, connecting, reconnecting or disconnected
   * (offline).
   */
  state: LiveIndicatorState;
}

/**
 * A small "● Live" badge for data that updates by itself. A polite status region, so a screen
 * reader hears when the feed drops or comes back; the pulse stops for reduced motion.
 */
export function LiveIndicator({ state, className, ...rest }: LiveIndicatorProps) {
  const t = useCommonText();
  return (
    <span
      role="status"
      data-state={state}
      className={cn(
        'ee:inline-flex ee:items-center ee:gap-2 ee:rounded-full ee:bg-tone/16 ee:px-2.5 ee:py-0.5 ee:text-[13px] ee:font-medium ee:text-tone-ink',
        toneVariants[TONE[state]],
        className,
      )}
      {...rest}
    >
      <span className="ee:relative ee:inline-flex ee:size-2" aria-hidden>
        {state === 'live' && (
          <span className="ee:absolute ee:inset-0 ee:rounded-full ee:bg-tone-solid ee:opacity-60 ee:motion-safe:animate-ping" />
        )}
        <span
          className={cn(
            'ee:relative ee:inline-flex ee:size-2 ee:rounded-full',
            state === 'paused' || state === 'connecting'
              ? 'ee:border-2 ee:border-tone'
              : 'ee:bg-tone-solid',
          )}
        />
      </span>
      {t(`live.${state}`)}
    </span>
  );
}
