import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

import {
  EMAIL_LABELS,
  type EmailFilter,
  type EmailLabel,
  type EmailListParams,
} from '@/api/types/email';

/** What the sidebar offers: the four folders, the starred and the trash. */
export const EMAIL_VIEWS = ['inbox', 'sent', 'draft', 'spam', 'starred', 'trash'] as const;
export type EmailView = (typeof EMAIL_VIEWS)[number];

/**
 * The e-mail screen's state, all of it in the URL: `?folder=spam&label=important&q=quote&email=12`.
 */
export interface EmailViewState {
  /** The folder or view shown (inbox when the URL names none or a label is chosen). */
  view: EmailView;
  /** A label view (every folder's mail with that label) instead of a folder. */
  label: EmailLabel | undefined;
  /** The search text (sender name or subject). */
  q: string;
  /** The e-mail being read. */
  emailId: number | undefined;
}

/** History state of an e-mail opened from the list: closing it goes back to that entry. */
const OPENED_FROM_LIST = 'email-opened-from-list';

const isView = (v: string | null): v is EmailView =>
  (EMAIL_VIEWS as readonly string[]).includes(v ?? '');
const isLabel = (v: string | null): v is EmailLabel =>
  (EMAIL_LABELS as readonly string[]).includes(v ?? '');

/** The URL's state, garbage read as the defaults. */
export function parseEmailView(params: URLSearchParams): EmailViewState {
  const label = params.get('label');
  const folder = params.get('folder');
  const id = Number(params.get('email'));
  return {
    label: isLabel(label) ? label : undefined,
    view: isLabel(label) ? 'inbox' : isView(folder) ? folder : 'inbox',
    q: (params.get('q') ?? '').trim(),
    emailId: Number.isInteger(id) && id > 0 ? id : undefined,
  };
}

/**
 * The list call of a view: a label spans every folder; otherwise the folder, the starred or the
 * trash.
 */
export function listParamsOf(state: Pick<EmailViewState, 'view' | 'label' | 'q'>): EmailListParams {
  const filter: EmailFilter = state.view === 'trash' ? 'trashed' : state.view;
  return { ...(state.label ? { label: state.label } : { filter }), ...(state.q && { q: state.q }) };
}

/**
 * The folder, label, search and open e-mail in the URL search params: a view is a link, and the
 * back button closes an e-mail (on a phone, back from the reading view to the list).
 */
export function useEmailView() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => parseEmailView(params), [params]);
  // Two changes in one event build on each other, not on the params of the last render.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const update = useCallback(
    (change: (next: URLSearchParams) => void, replace = false, state?: unknown) => {
      const next = new URLSearchParams(latest.current);
      change(next);
      latest.current = next;
      setParams(next, { replace, state });
    },
    [setParams],
  );

  /** Shows a folder or view: the label, search and open e-mail are left behind. */
  const showView = useCallback(
    (view: EmailView) =>
      update((p) => {
        for (const key of ['label', 'q', 'email']) p.delete(key);
        if (view === 'inbox') p.delete('folder');
        else p.set('folder', view);
      }),
    [update],
  );
  /** Shows the mail of a label across folders. */
  const showLabel = useCallback(
    (label: EmailLabel) =>
      update((p) => {
        for (const key of ['folder', 'q', 'email']) p.delete(key);
        p.set('label', label);
      }),
    [update],
  );
  /** The search text; typing replaces the history entry, and the open e-mail closes. */
  const setQ = useCallback(
    (q: string) =>
      update((p) => {
        if ((p.get('q') ?? '') === q.trim()) return;
        p.delete('email');
        if (q.trim()) p.set('q', q.trim());
        else p.delete('q');
      }, true),
    [update],
  );
  /**
   * Opens an e-mail (a new history entry, so back returns to the list); `replace` for
   * previous/next.
   */
  const openEmail = useCallback(
    (id: number, options?: { replace?: boolean }) =>
      update(
        (p) => p.set('email', String(id)),
        options?.replace,
        options?.replace ? location.state : OPENED_FROM_LIST,
      ),
    [update, location.state],
  );
  /**
   * Back to the list: the history entry the list had when the e-mail was opened from it, else the
   * list in place of the e-mail.
   */
  const closeEmail = useCallback(() => {
    if (location.state === OPENED_FROM_LIST) void navigate(-1);
    else update((p) => p.delete('email'), true);
  }, [update, navigate, location.state]);
  return { state, showView, showLabel, setQ, openEmail, closeEmail };
}

export type EmailViewControls = ReturnType<typeof useEmailView>;
