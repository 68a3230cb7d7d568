import { IconMinus, IconSend } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';

import { Dialog, DialogBody, DialogContent, DialogFooter } from '@/components/feedback/dialog';
import { DiscardChangesDialog } from '@/components/form/discard-changes-dialog';
import { FormErrorBanner } from '@/components/form/form-error-banner';
import { RichTextEditor } from '@/components/form/rich-text-editor';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { Tooltip } from '@/components/ui/tooltip';

import type { ComposeRequest } from './compose-values';
import { EmailComposeAddresses } from './email-compose-addresses';
import { EmailComposeAttachments } from './email-compose-attachments';
import { EmailComposeMinimisedBar } from './email-compose-minimised-bar';
import { useEmailCompose } from './use-email-compose';

export interface EmailComposeDialogProps {
  /**
   * What to write: a new message, a reply, a forward or a draft (render with `key={request.key}`).
   */
  request: ComposeRequest;
  /** Called once the message is sent, saved as a draft or discarded. */
  onClose: () => void;
}

/**
 * Writing an e-mail: to, cc and bcc as address chips, subject, rich text, files; Send (at least
 * one recipient, every address valid, a subject or a message) or Save draft. The form is the
 * contract's (the API refuses the same things with the same messages). A failed send keeps all
 * that was typed; closing with changes asks first; minimising keeps everything and shows a bar.
 */
export function EmailComposeDialog({ request, onClose }: EmailComposeDialogProps) {
  const compose = useEmailCompose(request, onClose);
  const {
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
    generalError,
    clearGeneralError,
    saving,
    run,
    requestClose,
    title,
    subject,
    attachmentError,
  } = compose;

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
              <EmailComposeAddresses compose={compose} />
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
              <EmailComposeAttachments
                kept={kept}
                files={files}
                onChange={syncAttachments}
                onRefusalsChange={setFileRefusals}
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
        <EmailComposeMinimisedBar
          title={title}
          subject={subject}
          onRestore={() => setMinimised(false)}
          onClose={requestClose}
        />
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
