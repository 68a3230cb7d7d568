import {
  IconFile,
  IconInfoCircle,
  IconMail,
  IconPencil,
  IconSend,
  IconStar,
  IconTrash,
} from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';

import { EMAIL_LABELS, type EmailLabel, type EmailsMeta } from '@/api/types/email';
import { Button } from '@/components/ui/button';
import { Chip } from '@/components/ui/chip';
import { emailNs } from '@/i18n/ns/email';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';

import { useScreenPaths, withQuery } from '../paths';
import { useFormat } from '../shared/format';
import { LABEL_DOTS } from './email-format';
import { EMAIL_VIEWS, type EmailView } from './use-email-view';

export interface EmailSidebarProps {
  /** The folder or view shown (none highlighted while a label is). */
  view: EmailView;
  /** The label shown, if any. */
  label: EmailLabel | undefined;
  /** The counts of the list call (undefined while it loads). */
  meta: EmailsMeta | undefined;
  /** Opens the compose dialog. */
  onCompose: () => void;
  /** Called when a folder or label is chosen (the drawer closes). */
  onNavigate?: () => void;
}

const ICONS: Record<EmailView, ReactNode> = {
  inbox: <IconMail aria-hidden size={20} />,
  sent: <IconSend aria-hidden size={20} className="ee:rtl:-scale-x-100" />,
  draft: <IconFile aria-hidden size={20} />,
  spam: <IconInfoCircle aria-hidden size={20} />,
  starred: <IconStar aria-hidden size={20} />,
  trash: <IconTrash aria-hidden size={20} />,
};

const itemClass = (active: boolean) =>
  cn(
    'ee:flex ee:h-10 ee:items-center ee:gap-3 ee:border-s-2 ee:px-6 ee:text-[15px] ee:no-underline ee:transition-colors ee:outline-none ee:focus-visible:bg-primary/10',
    active
      ? 'ee:border-primary ee:text-primary-ink ee:font-medium'
      : 'ee:border-transparent ee:text-heading ee:hover:bg-surface-2',
  );

/**
 * Compose, the folders with their counts, the labels with their colours; each a link to its view.
 */
export function EmailSidebar({ view, label, meta, onCompose, onNavigate }: EmailSidebarProps) {
  const { t } = useKitTranslation(emailNs);
  const f = useFormat();
  const paths = useScreenPaths();
  const labelsHeading = useId();
  const counts: Partial<
    Record<EmailView, { value: number; tone: 'primary' | 'warning' | 'error'; text: string }>
  > = meta
    ? {
        inbox: {
          value: meta.inbox,
          tone: 'primary',
          text: t('sidebar.unread', { count: f.number(meta.inbox) }),
        },
        draft: {
          value: meta.draft,
          tone: 'warning',
          text: t('sidebar.total', { count: f.number(meta.draft) }),
        },
        spam: {
          value: meta.spam,
          tone: 'error',
          text: t('sidebar.unread', { count: f.number(meta.spam) }),
        },
      }
    : {};
  return (
    <div className="ee:flex ee:h-full ee:flex-col ee:gap-4 ee:overflow-y-auto ee:pb-4">
      <div className="ee:px-5 ee:pt-5">
        <Button block startIcon={<IconPencil aria-hidden size={18} />} onClick={onCompose}>
          {t('composeAction')}
        </Button>
      </div>
      <nav aria-label={t('sidebar.folders')}>
        <ul className="ee:m-0 ee:list-none ee:p-0">
          {EMAIL_VIEWS.map((v) => {
            const active = !label && v === view;
            const count = counts[v];
            return (
              <li key={v}>
                <Link
                  to={withQuery(paths.email, { folder: v === 'inbox' ? undefined : v })}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                  className={itemClass(active)}
                  data-view={v}
                >
                  {ICONS[v]}
                  <span className="ee:min-w-0 ee:flex-1 ee:truncate">{t(`view.${v}`)}</span>
                  {count && count.value > 0 && (
                    <Chip color={count.tone} size="sm" shape="pill">
                      <span aria-hidden>{f.number(count.value)}</span>
                      <span className="ee:sr-only">{count.text}</span>
                    </Chip>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <nav aria-labelledby={labelsHeading}>
        <h2
          id={labelsHeading}
          className="ee:m-0 ee:mb-1 ee:px-6 ee:text-[13px] ee:font-normal ee:uppercase ee:tracking-wide ee:text-muted"
        >
          {t('sidebar.labels')}
        </h2>
        <ul className="ee:m-0 ee:list-none ee:p-0">
          {EMAIL_LABELS.map((l) => {
            const active = label === l;
            return (
              <li key={l}>
                <Link
                  to={withQuery(paths.email, { label: l })}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                  className={itemClass(active)}
                >
                  <span
                    aria-hidden
                    className={cn('ee:size-2.5 ee:shrink-0 ee:rounded-full', LABEL_DOTS[l])}
                  />
                  <span className="ee:min-w-0 ee:flex-1 ee:truncate">{t(`label.${l}`)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
