import { IconArrowsDiagonal, IconMinus, IconSend, IconX } from '@tabler/icons-react';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';

import { useSaveEmailDraft, useSendEmail } from '@/api/client/email';
import { EMAIL_COMPOSE_LIMITS, type EmailAttachment } from '@/api/types/email';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '@/components/feedback/dialog';
import { toast } from '@/components/feedback/toast';
import { DiscardChangesDialog } from '@/components/form/discard-changes-dialog';
import { FileDropZone } from '@/components/form/file-drop-zone';
import { FileListItem } from '@/components/form/file-list-item';
import { FormErrorBanner } from '@/components/form/form-error-banner';
import { RichTextEditor } from '@/components/form/rich-text-editor';
import { TextField } from '@/components/form/text-field';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { Tooltip } from '@/components/ui/tooltip';
import { commonNs } from '@/i18n/ns/common';
import { emailNs } from '@/i18n/ns/email';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { isolateText } from '../shared/bidi';
import { AddressChipsField } from './address-chips-field';
import {
  composeSchema,
  keptUpload,
  type ComposeIntent,
  type ComposeRequest,
  type ComposeValues,
} from './compose-values';
import { useSizeFormat } from './email-format';

export interface EmailComposeDialogProps {
  /** What to write: a new message, a reply, a forward or a draft (render with `key={request.key}`). */
  request: ComposeRequest;
  /** Called once the message is sent, saved as a draft or discarded. */
  onClose: () => void;
}

type AddressField = 'to' | 'cc' | 'bcc';

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
 * Writing an e-mail: to, cc and bcc as address chips, subject, rich text, files; Send (at least
 * one recipient, every address valid, a subject or a message) or Save draft. The form is the
 * contract's (the API refuses the same things with the same messages). A failed send keeps all
 * that was typed; closing with changes asks first; minimising keeps everything and shows a bar.
 */
export function EmailComposeDialog({ request, onClose }: EmailComposeDialogProps) {
  const { t } = useKitTranslation(emailNs);
  const { t: common } = useKitTranslation(commonNs);
  const size = useSizeFormat();
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

  const addressField = (name: AddressField, label: string, end?: ReactNode) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <AddressChipsField
          label={label}
          value={field.value ?? []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
          invalidMessage={invalidAddress}
          onPendingChange={(text) => {
            pending.current[name] = text;
            setPendingAny(Object.values(pending.current).some(Boolean));
          }}
          initialText={pendingAtMinimise[name]}
          end={end}
        />
      )}
    />
  );

  return (
    <>
      <Dialog open={!minimised} onOpenChange={(open) => !open && requestClose()}>
        <DialogContent
          title={title}
          size="lg"
          aria-describedby={undefined}
          className="ee:sm:my-auto"
        >
          <Tooltip content={t('compose.minimise')}>
            <IconButton
              size="sm"
              aria-label={t('compose.minimise')}
              onClick={minimise}
              className="ee:absolute ee:end-14 ee:top-5"
            >
              <IconMinus aria-hidden />
            </IconButton>
          </Tooltip>
          <form
            noValidate
            onSubmit={(e) => e.preventDefault()}
            className="ee:contents"
            aria-busy={saving || undefined}
          >
            <DialogBody className="ee:flex ee:flex-col ee:gap-4">
              <FormErrorBanner>{generalError}</FormErrorBanner>
              {addressField(
                'to',
                t('compose.to'),
                (!showCc || !showBcc) && (
                  <span className="ee:ms-auto ee:flex ee:gap-1">
                    {!showCc && (
                      <Button
                        size="sm"
                        variant="text"
                        color="secondary"
                        className="ee:h-7 ee:px-2"
                        onClick={() => setShowCc(true)}
                      >
                        {t('compose.addCc')}
                      </Button>
                    )}
                    {!showBcc && (
                      <Button
                        size="sm"
                        variant="text"
                        color="secondary"
                        className="ee:h-7 ee:px-2"
                        onClick={() => setShowBcc(true)}
                      >
                        {t('compose.addBcc')}
                      </Button>
                    )}
                  </span>
                ),
              )}
              {showCc && addressField('cc', t('compose.cc'))}
              {showBcc && addressField('bcc', t('compose.bcc'))}
              <TextField
                label={t('compose.subject')}
                dir="auto"
                {...form.register('subject')}
                error={form.formState.errors.subject?.message}
              />
              <Controller
                control={form.control}
                name="message"
                render={({ field, fieldState }) => (
                  <RichTextEditor
                    label={t('compose.message')}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    placeholder={t('compose.messagePlaceholder')}
                    error={fieldState.error?.message}
                    minHeight={180}
                  />
                )}
              />
              {kept.length > 0 && (
                <div className="ee:flex ee:flex-col ee:gap-1.5">
                  <p className="ee:m-0 ee:text-[13px] ee:font-medium ee:text-heading">
                    {t('compose.forwarded', { count: kept.length })}
                  </p>
                  <ul className="ee:m-0 ee:flex ee:list-none ee:flex-col ee:gap-1.5 ee:p-0">
                    {kept.map((a, i) => (
                      <FileListItem
                        key={`${a.fileName}-${i}`}
                        name={a.fileName}
                        size={size(a.size)}
                        removeLabel={t('compose.removeAttachment', {
                          name: isolateText(a.fileName),
                        })}
                        onRemove={() =>
                          syncAttachments(
                            kept.filter((_, j) => j !== i),
                            files,
                          )
                        }
                      />
                    ))}
                  </ul>
                </div>
              )}
              <FileDropZone
                label={t('compose.attachments')}
                hint={t('compose.attachmentsHint', {
                  count: EMAIL_COMPOSE_LIMITS.attachments,
                  size: size(EMAIL_COMPOSE_LIMITS.attachmentBytes),
                })}
                value={files}
                maxSize={EMAIL_COMPOSE_LIMITS.attachmentBytes}
                onChange={(next) => {
                  setFileRefusals([]);
                  syncAttachments(kept, next);
                }}
                onReject={setFileRefusals}
                error={attachmentError}
              />
            </DialogBody>
            <DialogFooter className="ee:justify-between">
              <Button
                variant="tonal"
                color="secondary"
                disabled={saving}
                loading={saving && intent.current === 'draft'}
                onClick={() => run('draft')}
              >
                {t('compose.saveDraft')}
              </Button>
              <Button
                endIcon={<IconSend aria-hidden size={18} className="ee:rtl:-scale-x-100" />}
                disabled={saving}
                loading={saving && intent.current === 'send'}
                onClick={() => run('send')}
              >
                {t('compose.send')}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
      {minimised && (
        <section
          aria-label={t('compose.minimisedLabel')}
          className="ee:fixed ee:bottom-4 ee:end-4 ee:z-40 ee:flex ee:w-[min(22rem,calc(100vw-2rem))] ee:items-center ee:gap-2 ee:rounded-ee ee:bg-surface ee:py-2 ee:ps-4 ee:pe-2 ee:shadow-card ee:ring-1 ee:ring-[var(--ee-card-border)]"
        >
          <div className="ee:min-w-0 ee:flex-1">
            <p className="ee:m-0 ee:text-[13px] ee:text-muted">{title}</p>
            <p
              dir="auto"
              className="ee:m-0 ee:truncate ee:text-[15px] ee:font-medium ee:text-heading"
            >
              {subject || t('list.noSubject')}
            </p>
          </div>
          <IconButton
            size="sm"
            aria-label={t('compose.restore')}
            onClick={() => setMinimised(false)}
          >
            <IconArrowsDiagonal aria-hidden />
          </IconButton>
          <IconButton size="sm" aria-label={t('compose.close')} onClick={requestClose}>
            <IconX aria-hidden />
          </IconButton>
        </section>
      )}
      <DiscardChangesDialog
        open={askingDiscard}
        onOpenChange={setAskingDiscard}
        onConfirm={() => {
          setAskingDiscard(false);
          clearGeneralError();
          onClose();
        }}
      />
    </>
  );
}
