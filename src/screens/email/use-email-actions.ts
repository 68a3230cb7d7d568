import { useCallback } from 'react';

import { useUpdateEmails } from '@/api/client/email';
import type { Email, EmailFolder, EmailLabel, EmailUpdateRequest } from '@/api/types/email';
import { toast } from '@/components/feedback/toast';
import { emailNs } from '@/i18n/ns/email';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useFormat } from '../shared/format';

/**
 * The list's and the reading view's changes, each one POST /api/apps/email: trash and restore,
 * read and unread, move, labels, star. Each says what it did (with Undo where a mail leaves the
 * view) or why it failed; the lists and counts refresh from the answer, never before it.
 */
export function useEmailActions() {
  const { t } = useKitTranslation(emailNs);
  const f = useFormat();
  const update = useUpdateEmails();
  const { mutateAsync } = update;

  /** Runs the calls in turn; true when all were saved. */
  const apply = useCallback(
    async (
      bodies: EmailUpdateRequest[],
      done?: string,
      undo?: EmailUpdateRequest[],
    ): Promise<boolean> => {
      try {
        for (const body of bodies) await mutateAsync(body);
      } catch (error) {
        toast.error(t('toast.failed'), {
          description: error instanceof Error ? error.message : undefined,
        });
        return false;
      }
      if (done)
        toast.success(
          done,
          undo?.length
            ? { action: { label: t('toast.undo'), onClick: () => void apply(undo) } }
            : undefined,
        );
      return true;
    },
    [mutateAsync, t],
  );

  const idsOf = (emails: readonly Email[]) => emails.map((e) => e.id);
  const count = (emails: readonly Email[]) => f.number(emails.length);

  /** The calls that put each e-mail back in its own folder. */
  const backToFolders = (emails: readonly Email[]): EmailUpdateRequest[] => {
    const byFolder = new Map<EmailFolder, number[]>();
    for (const e of emails) byFolder.set(e.folder, [...(byFolder.get(e.folder) ?? []), e.id]);
    return [...byFolder].map(([folder, ids]) => ({ ids, data: { folder } }));
  };

  return {
    pending: update.isPending,
    trash: (emails: readonly Email[]) =>
      apply(
        [{ ids: idsOf(emails), data: { isDeleted: true } }],
        t('toast.trashed', { count: count(emails) }),
        [{ ids: idsOf(emails), data: { isDeleted: false } }],
      ),
    restore: (emails: readonly Email[]) =>
      apply(
        [{ ids: idsOf(emails), data: { isDeleted: false } }],
        t('toast.restored', { count: count(emails) }),
        [{ ids: idsOf(emails), data: { isDeleted: true } }],
      ),
    markRead: (emails: readonly Email[], isRead: boolean) =>
      apply(
        [{ ids: idsOf(emails), data: { isRead } }],
        t(isRead ? 'toast.read' : 'toast.unread', { count: count(emails) }),
      ),
    /** Quietly: opening an unread e-mail reads it. */
    markOpened: (email: Email) => apply([{ ids: [email.id], data: { isRead: true } }]),
    move: (emails: readonly Email[], folder: EmailFolder, folderName: string) => {
      const moving = emails.filter((e) => e.folder !== folder);
      if (moving.length === 0) return Promise.resolve(true);
      return apply(
        [{ ids: idsOf(moving), data: { folder } }],
        t('toast.moved', { folder: folderName, count: count(moving) }),
        backToFolders(moving),
      );
    },
    /**
     * A label on several e-mails: added to those without it, or, when all have it, removed from
     * all (the API toggles per e-mail, so it is sent only to the ones that change).
     */
    toggleLabel: (emails: readonly Email[], label: EmailLabel, labelName: string) => {
      const lacking = emails.filter((e) => !e.labels.includes(label));
      const changing = lacking.length ? lacking : emails;
      return apply(
        [{ ids: idsOf(changing), label }],
        t(lacking.length ? 'toast.labelAdded' : 'toast.labelRemoved', {
          label: labelName,
          count: count(changing),
        }),
      );
    },
    star: (email: Email) => apply([{ ids: [email.id], data: { isStarred: !email.isStarred } }]),
  };
}

export type EmailActions = ReturnType<typeof useEmailActions>;
