import type { ComponentProps, ReactNode } from 'react';

import { shellNs } from '@/i18n/ns/shell';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';

export type FooterType = 'static' | 'sticky' | 'hidden';

export type FooterProps = ComponentProps<'footer'> & {
  /** static scrolls with the page, sticky stays at the bottom edge, hidden renders nothing. */
  type?: FooterType;
  /** Links at the end (help, FAQ…). */
  links?: ReactNode;
  /** The year of the copyright line (pass a fixed one in stories). */
  year?: number;
};

/** The page footer: copyright line and links, in one of three types. */
export function Footer({
  type = 'static',
  links,
  year = new Date().getFullYear(),
  className,
  ...props
}: FooterProps) {
  const { t } = useKitTranslation(shellNs);
  if (type === 'hidden') return null;
  return (
    <footer
      data-footer-type={type}
      className={cn(
        'ee:flex ee:flex-wrap ee:items-center ee:justify-between ee:gap-2 ee:px-6 ee:py-4 ee:text-[15px]',
        type === 'sticky' && 'ee:sticky ee:bottom-0 ee:z-20 ee:bg-surface ee:shadow-soft',
        className,
      )}
      {...props}
    >
      <span>
        {t('footer.copyright', { year })} · {t('footer.rights')}
      </span>
      {links && <span className="ee:flex ee:gap-4">{links}</span>}
    </footer>
  );
}
