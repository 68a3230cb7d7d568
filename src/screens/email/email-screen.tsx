import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

import { continueDraft, forwardOf, newMessage, replyTo } from './compose-values';
import { EmailComposeDialog } from './email-compose-dialog';
import { EmailFoldersDrawer } from './email-folders-drawer';
import { EmailList } from './email-list';
import { EmailReader } from './email-reader';
import { EmailSidebar } from './email-sidebar';
import { useEmailScreen } from './use-email-screen';

/**
 * The e-mail screen reads its folder, label, search and open e-mail from the URL; it takes no
 * props.
 */
export type EmailScreenProps = Record<string, never>;

/**
 * /apps/email: folders and labels, the list, the reading view, side by side where they fit
 * (the screen measures its own width, so it fits a host's layout too); on a narrow screen one
 * pane at a time, the folders in a drawer and a back button from the e-mail to the list. Every
 * change goes through POST /api/apps/email; compose sends or saves a draft through the contract.
 */
export function EmailScreen(_props: EmailScreenProps = {}) {
  const {
    t,
    view,
    label,
    q,
    emailId,
    setQ,
    closeEmail,
    list,
    emails,
    actions,
    selected,
    setSelectedIds,
    foldersOpen,
    setFoldersOpen,
    compose,
    setCompose,
    focusOnOpen,
    viewName,
    index,
    open,
    readerStatus,
    hrefOf,
    onOpen,
    onStar,
    step,
    leaveOpen,
    folderName,
    labelName,
    dateTime,
  } = useEmailScreen();

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
      <EmailFoldersDrawer
        open={foldersOpen}
        onOpenChange={setFoldersOpen}
        view={view}
        label={label}
        meta={list.data?.emailsMeta}
        onCompose={() => setCompose(newMessage())}
      />
      {compose && (
        <EmailComposeDialog key={compose.key} request={compose} onClose={() => setCompose(null)} />
      )}
    </div>
  );
}
