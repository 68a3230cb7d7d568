import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { useEmails } from '@/api/client/email';
import type { Email, EmailLabel } from '@/api/types/email';
import { emailNs } from '@/i18n/ns/email';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths, withQuery } from '../paths';
import { useFormat } from '../shared/format';
import type { ComposeRequest } from './compose-values';
import type { MoveTarget } from './email-bulk-menus';
import type { EmailReaderProps } from './email-reader';
import { useEmailActions } from './use-email-actions';
import { listParamsOf, useEmailView } from './use-email-view';

/**
 * The e-mail screen's controller: the view in the URL and its list, the ticked mail (cleared with
 * the view), the open e-mail and its place in the list (read on opening), the folders drawer and
 * the message being composed.
 */
export function useEmailScreen() {
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
  const readerStatus: EmailReaderProps['status'] =
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
  /**
   * After the open e-mail leaves the view (moved, deleted): the next one, else the previous, else
   * the list.
   */
  const leaveOpen = () => {
    const next = emails?.[index + 1] ?? emails?.[index - 1];
    if (next) openEmail(next.id, { replace: true });
    else closeEmail();
  };
  const folderName = (folder: MoveTarget) => t(`view.${folder}`);
  const labelName = (l: EmailLabel) => t(`label.${l}`);
  const dateTime = (iso: string) => f.dateTime(iso);

  return {
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
  };
}
