import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { Card, CardContent } from '@/components/ui/card';
import { SafeHtml } from '@/components/ui/safe-html';

declare global {
  interface Window {
    /** Set by the hostile sample's scripts if any of them ever runs. */
    __eeHacked?: string[];
  }
}

const meta = {
  title: 'Components/UI/SafeHtml',
  component: SafeHtml,
  decorators: [
    (Story) => (
      <Card style={{ maxWidth: 640 }}>
        <CardContent>{Story()}</CardContent>
      </Card>
    ),
  ],
} satisfies Meta<typeof SafeHtml>;
export default meta;
type Story = StoryObj<typeof meta>;

// A one-pixel PNG: data: addresses stay allowed for images only.
const DOT =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAFgQJ/q1FJKwAAAABJRU5ErkJggg==';

const RICH = `
<h3>Switchgear inspection notes</h3>
<p>The <strong>630 A</strong> feeder was inspected on <em>15 June</em>; the <u>busbar joints</u> were re-torqued.</p>
<ul><li>Thermal scan: no hot spots</li><li>Insulation resistance above 1 GΩ</li></ul>
<ol><li>Replace the door seal</li><li>Book the next inspection</li></ol>
<p>Read the <a href="https://example.com/manual">maintenance manual</a> or write to <a href="mailto:ops@example.com">ops@example.com</a>. <img src="${DOT}" alt="marker" width="8" height="8"></p>
<blockquote>Work safely: isolate, lock and test before touching.</blockquote>`;

/** Formatted text: headings, marks, lists, links (new tab, no opener), a data: image. */
export const Rich: Story = {
  args: { html: RICH },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'maintenance manual' });
    await expect(link).toHaveAttribute('href', 'https://example.com/manual');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: 'ops@example.com' })).toHaveAttribute(
      'href',
      'mailto:ops@example.com',
    );
    await expect(canvas.getByRole('img', { name: 'marker' })).toHaveAttribute('src', DOT);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};

const HOSTILE = `
<p id="intro">Hello <b>there</b></p>
<script>(window.__eeHacked ??= []).push('script')</script>
<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="broken" onerror="(window.__eeHacked ??= []).push('onerror')" onload="(window.__eeHacked ??= []).push('onload')">
<a href="javascript:(window.__eeHacked ??= []).push('link')">javascript link</a>
<a href=" JaVaScRiPt:alert(1)">spaced javascript link</a>
<a href="data:text/html,<script>alert(1)</script>">data link</a>
<iframe src="https://example.com" title="frame"></iframe>
<iframe srcdoc="<script>parent.__eeHacked.push('srcdoc')</script>"></iframe>
<object data="x.swf"></object><embed src="x.swf">
<form action="https://evil.example"><input name="password" value="x"><button>Send</button></form>
<style>body { display: none !important }</style>
<div style="position:fixed;inset:0;background:red">cover</div>
<svg><script>(window.__eeHacked ??= []).push('svg')</script><a xlink:href="javascript:alert(1)"><text>svg link</text></a></svg>
<math><mi xlink:href="javascript:alert(1)">math</mi></math>
<p onclick="(window.__eeHacked ??= []).push('click')" onmouseover="alert(1)">Click me</p>`;

/**
 * A hostile sample: scripts, event handlers, `javascript:` and `data:` links, frames, objects,
 * forms, styles. Nothing dangerous is left in the DOM and nothing runs, also when clicked.
 */
export const Hostile: Story = {
  args: { html: HOSTILE, 'data-testid': 'safe' } as Story['args'],
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    window.__eeHacked = undefined;
    const root = within(canvasElement).getByTestId('safe');
    await expect(root.querySelector('#intro')).toHaveTextContent('Hello there');
    for (const selector of [
      'script',
      'iframe',
      'object',
      'embed',
      'form',
      'input',
      'button',
      'style',
      'svg script',
    ]) {
      await expect(root.querySelector(selector)).toBeNull();
    }
    const all = [root, ...root.querySelectorAll('*')];
    for (const el of all) {
      for (const attribute of el.getAttributeNames()) {
        await expect(attribute.startsWith('on')).toBe(false);
        await expect(attribute).not.toBe('style');
        await expect(attribute).not.toBe('srcdoc');
        const value = el.getAttribute(attribute) ?? '';
        await expect(/^\s*javascript:/i.test(value)).toBe(false);
        if (el.tagName !== 'IMG') await expect(/^\s*data:/i.test(value)).toBe(false);
      }
    }
    // The links kept their text but lost their address.
    for (const name of ['javascript link', 'spaced javascript link', 'data link']) {
      const text = within(root).getByText(name);
      await expect(text.closest('a')?.hasAttribute('href') ?? false).toBe(false);
      text.click();
    }
    within(root).getByText('Click me').click();
    // The image's error and load events have had time to fire.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(window.__eeHacked).toBeUndefined();
    await expect(root).toHaveTextContent('cover');
  },
};

export const Dark: Story = { args: { html: RICH }, globals: { theme: 'dark' } };

/** Lists indent and quotes rule on the start side; links keep their own direction. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: {
    html: '<h3>ملاحظات الفحص</h3><p>تم فحص المغذّي <strong>630 A</strong> وإعادة شدّ الوصلات.</p><ul><li>المسح الحراري: لا نقاط ساخنة</li><li>مقاومة العزل أعلى من 1 GΩ</li></ul><p>اقرأ <a href="https://example.com/manual">دليل الصيانة</a>.</p><blockquote>اعزل واقفل واختبر قبل اللمس.</blockquote>',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'دليل الصيانة' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};
