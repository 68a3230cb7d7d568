import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { preloadVideoPlayer, VideoPlayer } from '@/components/ui/video-player';

/** The sample course video, served from public/ (works offline). */
const VIDEO = {
  src: '/media/academy/course-intro.webm',
  type: 'video/webm',
  poster: '/media/academy/course-intro-poster.webp',
};
const CAPTIONS = [{ src: '/media/academy/course-intro.en.vtt', srcLang: 'en', label: 'English' }];

const meta = {
  title: 'Components/UI/Video player',
  component: VideoPlayer,
  args: { ...VIDEO, title: 'Basics of Electrical Safety', tracks: CAPTIONS },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
  // The controls are a chunk of their own: fetched before the story renders, not raced by its test.
  loaders: [async () => ({ player: await preloadVideoPlayer() })],
} satisfies Meta<typeof VideoPlayer>;
export default meta;
type Story = StoryObj<typeof meta>;

const video = (canvasElement: HTMLElement) => canvasElement.querySelector('video')!;
/**
 * Waits for media-chrome's elements, the video's duration (the bar's final text) and the bar
 * itself fully shown. The controller starts "user inactive" and shows the bar only once it knows
 * the video is paused, fading it in over 0.25 s: on a loaded machine the duration can arrive
 * before the fade ends, when the bar (and every button in it) still reads as invisible.
 */
const ready = async (canvasElement: HTMLElement, play = 'Play') => {
  const button = await within(canvasElement).findByRole(
    'button',
    { name: play },
    { timeout: 10_000 },
  );
  await waitFor(() => expect(video(canvasElement).readyState).toBeGreaterThanOrEqual(1), {
    timeout: 10_000,
  });
  await waitFor(
    () => expect(canvasElement.querySelector('[data-video-time]')).toHaveTextContent('0:00 / 0:06'),
    { timeout: 10_000 },
  );
  const bar = canvasElement.querySelector('media-control-bar')!;
  await waitFor(() => expect(getComputedStyle(bar).opacity).toBe('1'), { timeout: 5_000 });
  await waitFor(() => expect(canvasElement.querySelector('media-mute-button')).toBeVisible(), {
    timeout: 5_000,
  });
  return button;
};

/** Poster, then the bar: play, seek, time, mute, volume, captions, speed, full screen. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await ready(canvasElement);
    await expect(
      c.getByRole('region', { name: 'Video player: Basics of Electrical Safety' }),
    ).toBeVisible();
    for (const name of ['Mute', 'Full screen', 'Playback speed 1x'])
      await expect(c.getByRole('button', { name })).toBeVisible();
    await expect(c.getByRole('switch', { name: 'Captions' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(canvasElement.querySelector('media-time-range')).toBeVisible();
    await expect(video(canvasElement).querySelector('track')).toHaveAttribute('srclang', 'en');
  },
};

/**
 * Keyboard only: Tab reaches the play button, Space plays (the button turns into pause), Enter
 * pauses again. (Muted, as a browser lets a page start muted video without a real click.)
 */
export const KeyboardPlayPause: Story = {
  args: { muted: true },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const play = await ready(canvasElement);
    for (let i = 0; i < 12 && document.activeElement !== play; i++) await userEvent.tab();
    await expect(play).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(video(canvasElement).paused).toBe(false));
    const pause = await c.findByRole('button', { name: 'Pause' });
    await expect(pause).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(video(canvasElement).paused).toBe(true));
    await expect(await c.findByRole('button', { name: 'Play' })).toHaveFocus();
    // Captions turn on and off from the keyboard too.
    const captions = c.getByRole('switch', { name: 'Captions' });
    captions.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(captions).toHaveAttribute('aria-checked', 'true'));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(captions).toHaveAttribute('aria-checked', 'false'));
  },
};

/** Without captions there is no captions button. */
export const WithoutCaptions: Story = {
  args: { tracks: [] },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(
      within(canvasElement).queryByRole('switch', { name: 'Captions' }),
    ).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('media-captions-button')).toBeNull();
  },
};

/** Labels in the page's language (Arabic here); the time bar keeps running left to right. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await ready(canvasElement, 'تشغيل');
    await expect(
      c.getByRole('region', { name: 'مشغّل الفيديو: Basics of Electrical Safety' }),
    ).toBeVisible();
    await expect(c.getByRole('button', { name: 'كتم الصوت' })).toBeVisible();
    await expect(c.getByRole('switch', { name: 'الترجمة' })).toBeVisible();
  },
};

/** French labels. */
export const French: Story = {
  globals: { locale: 'fr' },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, 'Lire');
    await expect(within(canvasElement).getByRole('button', { name: 'Plein écran' })).toBeVisible();
  },
};

/** Chinese labels. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    await ready(canvasElement, '播放');
    await expect(within(canvasElement).getByRole('button', { name: '全屏' })).toBeVisible();
  },
};

/** In a dark page. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
  },
};
