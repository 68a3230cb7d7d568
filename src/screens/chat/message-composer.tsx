import { IconSend } from '@tabler/icons-react';
import { useEffect, useId, useMemo, type KeyboardEvent } from 'react';

import { sendMessageBody } from '@/api/contract/chat';
import { MAX_MESSAGE_LENGTH } from '@/api/types/chat';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { chatNs } from '@/i18n/ns/chat';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';

export interface MessageComposerProps {
  /** Who the message goes to (the field's name). */
  contactName: string;
  /** Hands the checked message over; the field empties for the next one. */
  onSend: (message: string) => void;
  /** Id of the text box, so other parts of the screen can focus it. */
  id?: string;
  /** Focus the text box when it appears (a chat was just opened). */
  autoFocus?: boolean;
}

/** The composer checks a message with the API's own rule: not blank, at most MAX_MESSAGE_LENGTH. */
const composerSchema = sendMessageBody.pick({ message: true });

/**
 * Writes a message: Enter sends, Shift+Enter breaks the line. A blank or too long message is
 * refused in place (the API's rule, in the user's language) and nothing typed is lost.
 */
export function MessageComposer({
  contactName,
  onSend,
  id,
  autoFocus = false,
}: MessageComposerProps) {
  const { t } = useKitTranslation(chatNs);
  const auto = useId();
  const fieldId = id ?? `${auto}-message`;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const schema = useMemo(() => composerSchema, []);
  const form = useZodForm(schema, {
    defaultValues: { message: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, handleSubmit, reset, setFocus, formState } = form;
  const error = formState.errors.message?.message;

  useEffect(() => {
    if (autoFocus) setFocus('message');
  }, [autoFocus, setFocus]);

  const submit = handleSubmit(({ message }) => {
    onSend(message);
    reset({ message: '' });
    setFocus('message');
  });

  const keyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="ee:border-t ee:border-line ee:bg-surface ee:px-4 ee:py-3 ee:sm:px-6"
    >
      <div className="ee:flex ee:items-end ee:gap-3">
        <label htmlFor={fieldId} className="ee:sr-only">
          {t('messageLabel', { name: contactName })}
        </label>
        <textarea
          id={fieldId}
          rows={1}
          maxLength={MAX_MESSAGE_LENGTH}
          placeholder={t('messagePlaceholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : hintId}
          onKeyDown={keyDown}
          className={cn(
            'ee:max-h-40 ee:min-h-[38px] ee:w-full ee:min-w-0 ee:flex-1 ee:resize-none ee:rounded-ee ee:border ee:border-line ee:bg-transparent ee:px-3.5 ee:py-[7px] ee:text-[15px] ee:leading-normal ee:text-heading ee:[field-sizing:content] ee:placeholder:text-muted ee:focus:border-primary ee:focus:shadow-[0_0_0_1px_var(--ee-primary)] ee:focus:outline-none',
            error && 'ee:border-error',
          )}
          {...register('message')}
        />
        <Button
          type="submit"
          startIcon={<IconSend aria-hidden size={18} className="ee:rtl:-scale-x-100" />}
        >
          <span className="ee:max-sm:sr-only">{t('send')}</span>
        </Button>
      </div>
      {error ? (
        <p
          id={errorId}
          role="alert"
          className="ee:m-0 ee:mt-1.5 ee:text-[13px] ee:text-[var(--ee-error-ink)]"
        >
          {error}
        </p>
      ) : (
        <p id={hintId} className="ee:sr-only">
          {t('messageHint')}
        </p>
      )}
    </form>
  );
}
