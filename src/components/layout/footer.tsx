import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

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
export function Footer({ type = 'static', links, year = new Date().getFullYear(), className, ...props }: FooterProps) {
  const { t } = useTranslation('shell');
  if (type === 'hidden') return null;
  return (
    <footer
      data-footer-type={type}
      className={cn('flex flex-wrap items-center justify-between gap-2 px-6 py-4 text-[15px]', type === 'sticky' && 'sticky bottom-0 z-20 bg-surface shadow-soft', className)}
      {...props}
    >
      <span>
        {t('footer.copyright', { year })} · {t('footer.rights')}
      </span>
      {links && <span className="flex gap-4">{links}</span>}
    </footer>
  );
}
