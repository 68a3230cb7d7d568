import { useMemo, useRef, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';

import { useSaveEmailDraft, useSendEmail } from '@/api/client/email';
import type { EmailAttachment } from '@/api/types/email';
import { toast } from '@/components/feedback/toast';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { useZodForm } from '@/components/form/use-zod-form';
import { commonNs } from '@/i18n/ns/common';
import { emailNs } from '@/i18n/ns/email';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import {
  composeSchema,
  keptUpload,
  type ComposeIntent,
  type ComposeRequest,
  type ComposeValues,
} from './compose-values';

export type AddressField = 'to' | 'cc' | 'bcc';

/** The first message under a field, nested ones included (an attachment's size). */
function firstMessage(errors: FieldErrors | undefined): string | undefined {
  if (!errors) return undefined;
  if (typeof errors.message === 'string' && errors.message) return errors.message;
  for (const value of Object.values(errors)) {
    if (value && typeof value === 'object' && !('nodeName' in value)) {
      const found = firstMessage(value as FieldErrors);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The compose dialog's state: the contract's form, send or save as a draft (the intent decides
 * which rules apply), the kept and new attachments, the cc and bcc rows, the text typed in an
 * address field and not yet a chip (kept across minimising), and the discard question.
 */
export function useEmailCompose(request: ComposeRequest, onClose: () => void) {
  const { t } = useKitTranslation(emailNs);
  const { t: common } = useKitTranslation(commonNs);
  const intent = useRef<ComposeIntent>('send');
  const schema = useMemo(() => composeSchema(intent), []);
  const form = useZodForm(schema, { defaultValues: request.values });
  const send = useSendEmail();
  const saveDraft = useSaveEmailDraft();
  const [minimised, setMinimised] = useState(false);
  const [askingDiscard, setAskingDiscard] = useState(false);
  const [kept, setKept] = useState<EmailAttachment[]>(request.kept);
  const [files, setFiles] = useState<File[]>([]);
  const [fileRefusals, setFileRefusals] = useState<string[]>([]);
  const [showCc, setShowCc] = useState(request.values.cc.length > 0);
  const [showBcc, setShowBcc] = useState(request.values.bcc.length > 0);
  // Text typed in an address field and not yet a chip: a send must not leave it behind.
  const pending = useRef<Record<AddressField, string>>({ to: '', cc: '', bcc: '' });
  const [pendingAny, setPendingAny] = useState(false);
  // Minimising unmounts the fields, and with them that text: it is handed back when they return.
  const [pendingAtMinimise, setPendingAtMinimise] = useState<Record<AddressField, string>>({
    to: '',
    cc: '',
    bcc: '',
  });
  const minimise = () => {
    setPendingAtMinimise({ ...pending.current });
    setMinimised(true);
  };

  const { submit, generalError, clearGeneralError } = useFormSubmit(form, {
    onSubmit: async (values: ComposeValues) => {
      const body = {
        ...values,
        ...(request.draftId && { draftId: request.draftId }),
        ...(request.inReplyTo && { inReplyTo: request.inReplyTo }),
      };
      if (intent.current === 'send') await send.mutateAsync(body);
      else await saveDraft.mutateAsync(body);
    },
    onSuccess: () => {
      toast.success(intent.current === 'send' ? t('compose.sent') : t('compose.draftSaved'));
      onClose();
    },
  });
  const saving = form.formState.isSubmitting;
  const dirty = form.formState.isDirty || pendingAny;
  const invalidAddress = common('validation.emailFormat');

  const syncAttachments = (nextKept: EmailAttachment[], nextFiles: File[]) => {
    setKept(nextKept);
    setFiles(nextFiles);
    form.setValue(
      'attachments',
      [...nextKept.map(keptUpload), ...nextFiles.map((f) => ({ fileName: f.name, size: f.size }))],
      { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
    );
  };

  const run = (which: ComposeIntent) => {
    intent.current = which;
    const left = (['to', 'cc', 'bcc'] as const).find((f) => pending.current[f]);
    if (left) {
      // An address typed wrong is still in its field with its message: nothing is sent without it.
      form.setFocus(left);
      return;
    }
    void submit();
  };

  const requestClose = () => {
    if (saving) return;
    if (dirty) setAskingDiscard(true);
    else onClose();
  };

  const title = {
    new: t('compose.title'),
    reply: t('compose.replyTitle'),
    forward: t('compose.forwardTitle'),
    draft: t('compose.draftTitle'),
  }[request.kind];
  const subject = form.watch('subject');
  const attachmentError =
    firstMessage(form.formState.errors.attachments as FieldErrors | undefined) ??
    (fileRefusals.length ? fileRefusals.join(' ') : undefined);

  return {
    t,
    form,
    intent,
    minimised,
    setMinimised,
    minimise,
    askingDiscard,
    setAskingDiscard,
    kept,
    files,
    setFileRefusals,
    syncAttachments,
    showCc,
    setShowCc,
    showBcc,
    setShowBcc,
    pending,
    setPendingAny,
    pendingAtMinimise,
    generalError,
    clearGeneralError,
    saving,
    invalidAddress,
    run,
    requestClose,
    title,
    subject,
    attachmentError,
  };
}

/** What the compose dialog's parts read from its state. */
export type EmailComposeController = ReturnType<typeof useEmailCompose>;
