import { useMemo, useSyncExternalStore, type ComponentProps } from 'react';

import { cn } from '@/lib/cn';

import { canSanitizeHtml, htmlToText, sanitizeHtml } from './sanitize-html';

export type SafeHtmlProps = Omit<ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'> & {
  /** Untrusted HTML (an e-mail body, an article, a rich-text field's value). */
  html: string;
};

const noSubscription = () => () => {};

/**
 * True once the page is a browser page that can sanitise. The server snapshot is false, and a
 * hydrating client starts from it, so the markup the server sent (text) matches the first
 * client render; the sanitised HTML follows right after.
 */
function useCanSanitize(): boolean {
  return useSyncExternalStore(noSubscription, canSanitizeHtml, () => false);
}

/**
 * Renders untrusted HTML after DOMPurify has cleaned it (see `sanitizeHtml`: no scripts, frames,
 * forms, event handlers, inline styles or `javascript:` links; links open in a new tab). Without
 * a DOM (server rendering) it renders the text only, tags stripped: never unsanitised HTML.
 * The kit's prose styles (lists, links, paragraphs) apply inside.
 */
export function SafeHtml({ html, className, ...props }: SafeHtmlProps) {
  const browser = useCanSanitize();
  const clean = useMemo(() => (browser ? sanitizeHtml(html) : null), [browser, html]);
  const classes = cn(
    'ee:min-w-0 ee:break-words ee:[&>:first-child]:mt-0 ee:text-[15px] ee:leading-relaxed ee:text-text',
    'ee:[&_p]:my-0 ee:[&_p+p]:mt-3 ee:[&_ul]:my-2 ee:[&_ul]:list-disc ee:[&_ul]:ps-6 ee:[&_ol]:my-2 ee:[&_ol]:list-decimal ee:[&_ol]:ps-6 ee:[&_li]:my-0.5 ee:[&_li>p]:my-0',
    'ee:[&_a[href]]:text-primary-ink ee:[&_a[href]]:underline ee:[&_a[href]]:underline-offset-2 ee:[&_strong]:font-semibold ee:[&_strong]:text-heading ee:[&_h1]:text-xl ee:[&_h2]:text-lg ee:[&_h3]:text-base ee:[&_:is(h1,h2,h3,h4)]:mt-4 ee:[&_:is(h1,h2,h3,h4)]:mb-2 ee:[&_:is(h1,h2,h3,h4)]:font-medium ee:[&_:is(h1,h2,h3,h4)]:text-heading',
    'ee:[&_blockquote]:my-3 ee:[&_blockquote]:border-s-4 ee:[&_blockquote]:border-line ee:[&_blockquote]:ps-4 ee:[&_blockquote]:text-muted ee:[&_img]:inline-block ee:[&_img]:max-w-full ee:[&_img]:h-auto',
    'ee:[&_code]:rounded-[4px] ee:[&_code]:bg-surface-2 ee:[&_code]:px-1 ee:[&_code]:text-[13px] ee:[&_pre]:overflow-x-auto ee:[&_pre]:rounded-ee ee:[&_pre]:bg-surface-2 ee:[&_pre]:p-3',
    className,
  );
  if (clean === null) {
    return (
      <div className={classes} {...props}>
        {htmlToText(html)}
      </div>
    );
  }
  return <div className={classes} {...props} dangerouslySetInnerHTML={{ __html: clean }} />;
}
