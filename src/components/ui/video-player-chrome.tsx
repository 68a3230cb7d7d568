/**
 * The player itself, on media-chrome's custom elements. Only VideoPlayer imports this module,
 * lazily: importing media-chrome defines the elements, which needs a browser.
 */
import {
  MediaCaptionsButton,
  MediaControlBar,
  MediaController,
  MediaFullscreenButton,
  MediaLoadingIndicator,
  MediaMuteButton,
  MediaPlaybackRateButton,
  MediaPlayButton,
  MediaTimeRange,
  MediaVolumeRange,
} from 'media-chrome/react';
import { addTranslation, setLanguage } from 'media-chrome/utils/i18n.js';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentRef,
  type CSSProperties,
} from 'react';

import type { VideoPlayerTrack } from './video-player';
import { mediaChromeDictionary, type VideoPlayerLabels } from './video-player-labels';

export interface VideoPlayerChromeProps {
  src: string;
  type: string | undefined;
  poster: string | undefined;
  tracks: readonly VideoPlayerTrack[];
  preload: 'none' | 'metadata' | 'auto';
  muted: boolean;
  /** The user's language: media-chrome's labels are looked up in it. */
  lang: string;
  labels: VideoPlayerLabels;
}

/** The kit's colours on media-chrome's theme variables. */
const THEME = {
  '--media-primary-color': '#fff',
  '--media-secondary-color': 'transparent',
  '--media-control-background': 'transparent',
  '--media-control-hover-background': 'rgb(255 255 255 / 0.16)',
  '--media-range-bar-color': 'var(--ee-primary, #7367f0)',
  '--media-range-track-background': 'rgb(255 255 255 / 0.3)',
  '--media-focus-box-shadow': 'inset 0 0 0 2px var(--ee-primary, #7367f0)',
  '--media-font-family': 'inherit',
  '--media-font-size': '13px',
  // Its tooltips repeat the buttons' names (axe read a shown tooltip as text missing from the
  // name).
  '--media-tooltip-display': 'none',
} as CSSProperties;

/**
 * Registers the labels before the elements are created: their tooltips are written when they are
 * built.
 */
function useLabels(lang: string, labels: VideoPlayerLabels): void {
  const key = `${lang}\n${JSON.stringify(labels)}`;
  const [registered, setRegistered] = useState('');
  if (registered !== key) {
    addTranslation(lang, mediaChromeDictionary(labels));
    setLanguage(lang);
    setRegistered(key);
  }
}

/** 75 → "1:15", 3725 → "1:02:05". */
function clock(seconds: number): string {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/** The video's position and length, following its events. */
function useTimes(video: React.RefObject<HTMLVideoElement | null>): {
  current: number;
  duration: number;
} {
  const [times, setTimes] = useState({ current: 0, duration: 0 });
  useEffect(() => {
    const el = video.current;
    if (!el) return;
    const update = () => setTimes({ current: el.currentTime, duration: el.duration });
    const events = ['timeupdate', 'durationchange', 'loadedmetadata', 'seeked', 'emptied'] as const;
    for (const e of events) el.addEventListener(e, update);
    update();
    return () => {
      for (const e of events) el.removeEventListener(e, update);
    };
  }, [video]);
  return times;
}

/**
 * media-chrome names its captions button a button with aria-checked, which ARIA does not allow
 * (axe: aria-allowed-attr); it is an on/off switch, and stays one. In a layout effect, before
 * anything else can run on the page (a passive effect left a window, on a loaded machine, in which
 * axe saw the button's own role); and the whole bar is watched, as the element sets role="button"
 * again when it upgrades and a re-created button starts as a button.
 */
function useCaptionsSwitch(bar: React.RefObject<HTMLElement | null>, hasCaptions: boolean): void {
  useLayoutEffect(() => {
    const root = hasCaptions ? bar.current : null;
    if (!root) return;
    const apply = () => {
      for (const button of root.querySelectorAll('media-captions-button')) {
        if (button.getAttribute('role') !== 'switch') button.setAttribute('role', 'switch');
      }
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['role'],
    });
    return () => observer.disconnect();
  }, [bar, hasCaptions]);
}

/**
 * A video with its control bar. The bar stays left to right in an rtl page, as time runs on
 * media-chrome's ranges (they do not mirror); its labels follow the page's language.
 */
export function VideoPlayerChrome({
  src,
  type,
  poster,
  tracks,
  preload,
  muted,
  lang,
  labels,
}: VideoPlayerChromeProps) {
  useLabels(lang, labels);
  const video = useRef<HTMLVideoElement>(null);
  const bar = useRef<ComponentRef<typeof MediaControlBar>>(null);
  const { current, duration } = useTimes(video);
  useCaptionsSwitch(bar, tracks.length > 0);
  return (
    <MediaController lang={lang} className="ee:block ee:size-full" style={THEME}>
      <video
        ref={video}
        slot="media"
        poster={poster}
        preload={preload}
        muted={muted}
        playsInline
        className="ee:size-full"
      >
        <source src={src} type={type} />
        {tracks.map((track) => (
          <track
            key={track.src}
            kind={track.kind ?? 'captions'}
            src={track.src}
            srcLang={track.srcLang}
            label={track.label}
            default={track.default}
          />
        ))}
      </video>
      <MediaLoadingIndicator slot="centered-chrome" noAutohide />
      <MediaControlBar
        ref={bar}
        dir="ltr"
        className="ee:w-full ee:bg-gradient-to-t ee:from-black/70 ee:to-transparent ee:pt-6"
      >
        <MediaPlayButton />
        <MediaTimeRange className="ee:flex-1" />
        {/* The seek slider tells assistive technology the time; this is its text for the eye. */}
        <span
          aria-hidden
          data-video-time=""
          className="ee:flex ee:items-center ee:px-2.5 ee:text-[13px] ee:text-white ee:tabular-nums"
        >
          {clock(current)} / {clock(duration)}
        </span>
        <MediaMuteButton />
        <MediaVolumeRange className="ee:hidden ee:sm:flex" />
        {tracks.length > 0 && <MediaCaptionsButton />}
        <MediaPlaybackRateButton rates={[0.5, 1, 1.5, 2]} />
        <MediaFullscreenButton />
      </MediaControlBar>
    </MediaController>
  );
}
