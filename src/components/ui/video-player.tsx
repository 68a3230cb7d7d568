import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, type ComponentProps } from 'react';

import { commonNs } from '@/i18n/ns/common';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';

import { useCommonText } from './use-common-text';
import type { VideoPlayerLabels } from './video-player-labels';

// media-chrome defines custom elements when it is imported, which needs a browser: it is fetched
// when a player mounts, never when the package is imported (the package must import in Node).
const loadChrome = () => import('./video-player-chrome');
const VideoPlayerChrome = lazy(() => loadChrome().then((m) => ({ default: m.VideoPlayerChrome })));

/**
 * Fetches the player's controls ahead of time (a page about to show a video, a test). Browser only.
 */
export function preloadVideoPlayer(): Promise<void> {
  return loadChrome().then(() => undefined);
}

/** A captions or subtitles track (WebVTT). */
export interface VideoPlayerTrack {
  /** URL of the .vtt file. */
  src: string;
  /** BCP 47 language of the text, e.g. "en". */
  srcLang: string;
  /** Name in the captions menu, e.g. "English". */
  label: string;
  /** captions (default) or subtitles. */
  kind?: 'captions' | 'subtitles';
  /** Shown from the start. */
  default?: boolean;
}

export type VideoPlayerProps = Omit<ComponentProps<'div'>, 'children' | 'title'> & {
  /** URL of the video file. */
  src: string;
  /** Its MIME type, e.g. "video/webm" (lets the browser skip what it cannot play). */
  type?: string;
  /** What the video is; names the player for assistive technology ("Video player: …"). */
  title: string;
  /** An image shown until it plays. */
  poster?: string;
  /** Captions or subtitles; a captions button shows when there is at least one. */
  tracks?: readonly VideoPlayerTrack[];
  /** How much to load before play is pressed (default metadata: the duration shows). */
  preload?: 'none' | 'metadata' | 'auto';
  /** Starts with the sound off. */
  muted?: boolean;
};

/**
 * A video with keyboard-accessible controls (media-chrome): play, seek, time, volume, captions,
 * speed and full screen, labelled in the user's language. The controls load with the first
 * player on a page; the poster shows meanwhile.
 */
export function VideoPlayer({
  src,
  type,
  title,
  poster,
  tracks = [],
  preload = 'metadata',
  muted = false,
  className,
  ...props
}: VideoPlayerProps) {
  const t = useCommonText();
  const { language } = useKitTranslation(commonNs);
  const labels = useMemo<VideoPlayerLabels>(() => {
    // media-chrome writes its placeholders {like} this; the catalogue {{like}} this.
    const keep = (...names: string[]) => ({
      ...Object.fromEntries(names.map((n) => [n, `{${n}}`])),
      interpolation: { escapeValue: false },
    });
    return {
      player: t('video.player'),
      play: t('video.play'),
      pause: t('video.pause'),
      mute: t('video.mute'),
      unmute: t('video.unmute'),
      captionsOn: t('video.captionsOn'),
      captionsOff: t('video.captionsOff'),
      captions: t('video.captions'),
      fullscreen: t('video.fullscreen'),
      exitFullscreen: t('video.exitFullscreen'),
      seek: t('video.seek'),
      volume: t('video.volume'),
      time: t('video.time'),
      timeUnknown: t('video.timeUnknown'),
      timeOf: t('video.timeOf', keep('currentTime', 'totalTime')),
      remaining: t('video.remaining', keep('time')),
      hour: t('video.hour'),
      hours: t('video.hours'),
      minute: t('video.minute'),
      minutes: t('video.minutes'),
      second: t('video.second'),
      seconds: t('video.seconds'),
      loading: t('video.loading'),
      speed: t('video.speed'),
      speedValue: t('video.speedValue', keep('playbackRate')),
      networkError: t('video.networkError'),
      networkErrorHint: t('video.networkErrorHint'),
      decodeError: t('video.decodeError'),
      decodeErrorHint: t('video.decodeErrorHint'),
      unsupported: t('video.unsupported'),
      unsupportedHint: t('video.unsupportedHint'),
      encrypted: t('video.encrypted'),
      encryptedHint: t('video.encryptedHint'),
    };
  }, [t]);
  const waiting = (
    <div className="ee:relative ee:size-full" aria-hidden>
      {poster && <img src={poster} alt="" className="ee:size-full ee:object-cover" />}
      <span className="ee:absolute ee:inset-0 ee:m-auto ee:flex ee:size-14 ee:items-center ee:justify-center ee:rounded-full ee:bg-black/50 ee:text-white">
        <IconPlayerPlayFilled size={26} />
      </span>
    </div>
  );
  return (
    <div
      role="region"
      aria-label={`${labels.player}: ${title}`}
      className={cn(
        'ee:relative ee:aspect-video ee:w-full ee:overflow-hidden ee:rounded-ee ee:bg-black',
        className,
      )}
      {...props}
    >
      <Suspense fallback={waiting}>
        <VideoPlayerChrome
          src={src}
          type={type}
          poster={poster}
          tracks={tracks}
          preload={preload}
          muted={muted}
          lang={language}
          labels={labels}
        />
      </Suspense>
    </div>
  );
}
