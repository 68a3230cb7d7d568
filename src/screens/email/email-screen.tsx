import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { useEmails } from '@/api/client/email';
import type { Email, EmailLabel } from '@/api/types/email';
import { Drawer, DrawerContent } from '@/components/feedback/drawer';
import { Card } from '@/components/ui/card';
import { emailNs } from '@/i18n/ns/email';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';

import { useScreenPaths, withQuery } from '../paths';
import { useFormat } from '../shared/format';
import {
  continueDraft,
  forwardOf,
  newMessage,
  replyTo,
  type ComposeRequest,
} from './compose-values';
import type { MoveTarget } from './email-bulk-menus';
import { EmailComposeDialog } from './email-compose-dialog';
import { EmailList } from './email-list';
import { EmailReader } from './email-reader';
import { EmailSidebar } from './email-sidebar';
import { useEmailActions } from './use-email-actions';
import { listParamsOf, useEmailView } from './use-email-view';

/** The e-mail screen reads its folder, label, search and open e-mail from the URL; it takes no props. */
export type EmailScreenProps = Record<string, never>;

/**
 * /apps/email: folders and labels, the list, the reading view, side by side where they fit
 * (the screen measures its own width, so it fits a host's layout too); on a narrow screen one
 * pane at a time, the folders in a drawer and a back button from the e-mail to the list. Every
 * change goes through POST /api/apps/email; compose sends or saves a draft through the contract.
 */
export function EmailScreen(_props: EmailScreenProps = {}) {
  const { t } = useKitTranslation(emailNs);
  const f = useFormat();
  const paths = useScreenPaths();
  const { state, setQ, openEmail, closeEmail } = useEmailView();
  const { view, label, q, emailId } = state;
  const params = useMemo(() => listParamsOf({ view, label, q }), [view, label, q]);
  const list = useEmails(params);
  const emails = list.data?.emails;
  const actions = useEmailActions();

  const [selectedIds, setSelectedIds] = useState<Set<number>>(() => new Set());
  const [foldersOpen, setFoldersOpen] = useState(false);
  const [compose, setCompose] = useState<ComposeRequest | null>(null);
  const [focusOnOpen, setFocusOnOpen] = useState(false);

  // Another view, another selection: ticks never act on mail out of sight.
  const viewKey = JSON.stringify(params);
  const [selectionView, setSelectionView] = useState(viewKey);
  if (selectionView !== viewKey) {
    setSelectionView(viewKey);
    setSelectedIds(new Set());
  }
  // Ticks on mail that left the list (moved, deleted) go with it.
  const present = useMemo(() => new Set(emails?.map((e) => e.id)), [emails]);
  const selected = useMemo(
    () => new Set([...selectedIds].filter((id) => present.has(id))),
    [selectedIds, present],
  );

  const viewName = label ? t(`label.${label}`) : t(`view.${view}`);
  const index = emails && emailId !== undefined ? emails.findIndex((e) => e.id === emailId) : -1;
  const open = index >= 0 ? emails?.[index] : undefined;
  const readerStatus =
    emailId === undefined ? 'choose' : open ? 'ready' : list.isPending ? 'loading' : 'notFound';

  // Opening an unread e-mail reads it, once per opening (so "Mark as unread" in the reader sticks).
  const markedFor = useRef<number | undefined>(undefined);
  const { markOpened } = actions;
  useEffect(() => {
    if (!open) {
      if (emailId === undefined) markedFor.current = undefined;
      return;
    }
    if (markedFor.current === open.id) return;
    markedFor.current = open.id;
    if (!open.isRead) void markOpened(open);
  }, [open, emailId, markOpened]);

  const hrefOf = useCallback(
    (id: number) =>
      withQuery(paths.email, {
        folder: label || view === 'inbox' ? undefined : view,
        label,
        q: q || undefined,
        email: id,
      }),
    [paths.email, view, label, q],
  );
  const onOpen = useCallback(
    (email: Email) => {
      setFocusOnOpen(true);
      openEmail(email.id);
    },
    [openEmail],
  );
  const { star } = actions;
  const onStar = useCallback((email: Email) => void star(email), [star]);
  const step = (by: number) => {
    const next = emails?.[index + by];
    if (next) {
      setFocusOnOpen(true);
      openEmail(next.id, { replace: true });
    }
  };
  /** After the open e-mail leaves the view (moved, deleted): the next one, else the previous, else the list. */
  const leaveOpen = () => {
    const next = emails?.[index + 1] ?? emails?.[index - 1];
    if (next) openEmail(next.id, { replace: true });
    else closeEmail();
  };
  const folderName = (folder: MoveTarget) => t(`view.${folder}`);
  const labelName = (l: EmailLabel) => t(`label.${l}`);
  const dateTime = (iso: string) => f.dateTime(iso);

  return (
    <div className="ee:p-4 ee:sm:p-6">
      <h1 className="ee:sr-only">{t('title')}</h1>
      <div className="ee:@container">
        <Card
          className="ee:flex ee:h-[calc(100dvh-11rem)] ee:min-h-[34rem] ee:overflow-hidden"
          data-email-screen=""
        >
          <aside
            aria-label={t('sidebar.label')}
            className="ee:hidden ee:w-60 ee:shrink-0 ee:border-e ee:border-line ee:@3xl:block"
          >
            <EmailSidebar
              view={view}
              label={label}
              meta={list.data?.emailsMeta}
              onCompose={() => setCompose(newMessage())}
            />
          </aside>
          <section
            aria-label={t('list.label', { view: viewName })}
            className={cn(
              'ee:min-w-0 ee:flex-1 ee:@5xl:max-w-[24rem] ee:@5xl:border-e ee:@5xl:border-line ee:@7xl:max-w-[28rem]',
              emailId !== undefined && 'ee:hidden ee:@5xl:block',
            )}
          >
            <EmailList
              viewName={viewName}
              view={view}
              label={label}
              q={q}
              onQChange={setQ}
              emails={emails}
              loading={list.isPending}
              error={list.isError ? list.error.message : undefined}
              onRetry={() => void list.refetch()}
              refreshing={list.isFetching}
              selectedIds={selected}
              onSelectedIdsChange={setSelectedIds}
              openId={emailId}
              hrefOf={hrefOf}
              onOpen={onOpen}
              onStar={onStar}
              onTrash={(chosen) => void actions.trash(chosen)}
              onRestore={(chosen) => void actions.restore(chosen)}
              onMarkRead={(chosen, read) => void actions.markRead(chosen, read)}
              onMove={(chosen, folder) => void actions.move(chosen, folder, folderName(folder))}
              onToggleLabel={(chosen, l) => void actions.toggleLabel(chosen, l, labelName(l))}
              onOpenFolders={() => setFoldersOpen(true)}
            />
          </section>
          <section
            aria-label={t('title')}
            className={cn(
              'ee:min-w-0 ee:flex-1',
              emailId === undefined && 'ee:hidden ee:@5xl:block',
            )}
          >
            <EmailReader
              email={open}
              status={readerStatus}
              viewName={viewName}
              index={index + 1}
              count={emails?.length ?? 0}
              focusOnOpen={focusOnOpen}
              onBack={closeEmail}
              onPrevious={() => step(-1)}
              onNext={() => step(1)}
              onStar={onStar}
              onToggleRead={(email) => void actions.markRead([email], !email.isRead)}
              onToggleLabel={(email, l) => void actions.toggleLabel([email], l, labelName(l))}
              onMove={async (email, folder) => {
                if (await actions.move([email], folder, folderName(folder))) leaveOpen();
              }}
              onTrash={async (email) => {
                if (await actions.trash([email])) leaveOpen();
              }}
              onRestore={async (email) => {
                if (await actions.restore([email])) leaveOpen();
              }}
              onReply={(email) => setCompose(replyTo(email, t, dateTime))}
              onForward={(email) => setCompose(forwardOf(email, t, dateTime))}
              onEditDraft={(email) => setCompose(continueDraft(email))}
            />
          </section>
        </Card>
      </div>
      <Drawer open={foldersOpen} onOpenChange={setFoldersOpen}>
        <DrawerContent
          title={t('sidebar.label')}
          size="sm"
          className="ee:start-0 ee:end-auto ee:starting:-translate-x-full ee:rtl:starting:translate-x-full"
        >
          <EmailSidebar
            view={view}
            label={label}
            meta={list.data?.emailsMeta}
            onCompose={() => {
              setFoldersOpen(false);
              setCompose(newMessage());
            }}
            onNavigate={() => setFoldersOpen(false)}
          />
        </DrawerContent>
      </Drawer>
      {compose && (
        <EmailComposeDialog key={compose.key} request={compose} onClose={() => setCompose(null)} />
      )}
    </div>
  );
}
