import type { ComponentProps, ReactNode } from 'react';
import { IconFolderOpen } from '@tabler/icons-react';
import { cn } from '../../lib/cn';
import { useCommonText } from '../ui/use-common-text';

export type EmptyStateProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** An illustration or icon; a folder icon by default, `null` for none. */
  icon?: ReactNode;
  /** The headline; defaults to `common.states.empty`. */
  title?: ReactNode;
  /** One or two sentences on why it is empty or what to do. */
  description?: ReactNode;
  /** A call to action, e.g. a Button that creates the first item. */
  action?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  titleAs?: 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
};

/** What a list or page shows when it has nothing to show. */
export function EmptyState({ className, icon, title, description, action, titleAs: Heading = 'h3', ...props }: EmptyStateProps) {
  const t = useCommonText();
  const shownIcon = icon === undefined ? <IconFolderOpen aria-hidden size={28} /> : icon;
  return (
    <div className={cn('flex flex-col items-center px-6 py-10 text-center', className)} {...props}>
      {shownIcon && (
        <div className="tone-primary mb-4 flex size-14 items-center justify-center rounded-full bg-tone/16 text-tone-ink" aria-hidden>
          {shownIcon}
        </div>
      )}
      <Heading className="m-0 text-lg font-medium text-heading">{title ?? t('states.empty')}</Heading>
      {description && <p className="m-0 mt-1.5 max-w-md text-[15px] text-text">{description}</p>}
      {action && <div className="mt-5 flex flex-wrap justify-center gap-3">{action}</div>}
    </div>
  );
}
