import * as DialogPrimitive from '@radix-ui/react-dialog';
import { IconAlertTriangle, IconHelpCircle } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { Button } from '../ui/button';
import { useCommonText } from '../ui/use-common-text';

export type ConfirmDialogProps = {
  /** Controlled open state; omit (and pass a `trigger`) for an uncontrolled dialog. */
  open?: boolean;
  /** Called when the dialog asks to open or close (also after a successful confirm). */
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (rendered with `asChild`). */
  trigger?: ReactNode;
  /** The question, e.g. "Delete device?". */
  title: ReactNode;
  /** What happens if the user confirms. */
  message?: ReactNode;
  /** Label of the confirm button; defaults to `common.actions.confirm`. */
  confirmLabel?: ReactNode;
  /** Label of the cancel button; defaults to `common.actions.cancel`. */
  cancelLabel?: ReactNode;
  /** Red confirm button and warning icon, for actions that destroy data. */
  destructive?: boolean;
  /**
   * Runs on confirm. If it returns a promise the dialog shows a spinner until it settles, then
   * closes on success or shows the error inside and stays open on failure.
   */
  onConfirm: () => void | Promise<unknown>;
  /** Called when the user cancels (button, Escape or overlay). */
  onCancel?: () => void;
  /** Forces the busy state (e.g. a mutation pending elsewhere). */
  loading?: boolean;
  /** Turns an error thrown by onConfirm into the text shown; defaults to its message. */
  formatError?: (error: unknown) => ReactNode;
  /** Where the dialog is portalled to (default `document.body`). */
  container?: HTMLElement | null;
  /**
   * The button focused on open: `cancel` where going back is the safe answer (default `confirm`).
   */
  initialFocus?: 'confirm' | 'cancel';
};

const defaultFormatError = (error: unknown): ReactNode =>
  error instanceof Error ? error.message : String(error);

/** Asks the user to confirm an action, waits for it, and reports its failure in place. */
export function ConfirmDialog({
  open: openProp,
  onOpenChange,
  trigger,
  title,
  message,
  confirmLabel,
  cancelLabel,
  destructive = false,
  onConfirm,
  onCancel,
  loading = false,
  formatError = defaultFormatError,
  container,
  initialFocus = 'confirm',
}: ConfirmDialogProps) {
  const cancelButton = useRef<HTMLButtonElement>(null);
  const t = useCommonText();
  const [innerOpen, setInnerOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ReactNode>(null);
  const open = openProp ?? innerOpen;
  const busy = pending || loading;

  const setOpen = (next: boolean) => {
    if (!next) setError(null);
    if (openProp === undefined) setInnerOpen(next);
    onOpenChange?.(next);
  };

  const handleOpenChange = (next: boolean) => {
    // While the action runs, the dialog stays: closing it would hide the outcome.
    if (!next && busy) return;
    if (!next) onCancel?.();
    setOpen(next);
  };

  const confirm = async () => {
    setError(null);
    try {
      const result = onConfirm();
      if (result instanceof Promise) {
        setPending(true);
        await result;
      }
      setPending(false);
      setOpen(false);
    } catch (caught) {
      setPending(false);
      setError(formatError(caught) || t('states.error'));
    }
  };

  const Icon = destructive ? IconAlertTriangle : IconHelpCircle;
  return (
    <DialogPrimitive.Root open={open} onOpenChange={handleOpenChange}>
      {trigger && <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>}
      <DialogPrimitive.Portal container={container}>
        <DialogPrimitive.Overlay className="ee:fixed ee:inset-0 ee:z-50 ee:grid ee:place-items-center ee:overflow-y-auto ee:bg-overlay ee:p-4 ee:transition-opacity ee:duration-200 ee:starting:opacity-0 ee:motion-reduce:transition-none">
          <DialogPrimitive.Content
            role="alertdialog"
            aria-busy={busy || undefined}
            onOpenAutoFocus={(e) => {
              if (initialFocus !== 'cancel') return;
              e.preventDefault();
              cancelButton.current?.focus();
            }}
            {...(message ? {} : { 'aria-describedby': undefined })}
            className="ee:relative ee:my-auto ee:flex ee:w-full ee:max-w-[440px] ee:flex-col ee:items-center ee:rounded-ee ee:bg-surface ee:px-6 ee:pt-8 ee:pb-6 ee:text-center ee:shadow-card ee:outline-none ee:transition-[opacity,scale] ee:duration-200 ee:ease-out ee:starting:scale-95 ee:starting:opacity-0 ee:motion-reduce:transition-none"
          >
            <div
              aria-hidden
              className={cn(
                'ee:mb-4 ee:flex ee:size-14 ee:items-center ee:justify-center ee:rounded-full ee:bg-tone/16 ee:text-tone-ink',
                destructive ? 'ee:tone-error' : 'ee:tone-warning',
              )}
            >
              <Icon size={30} />
            </div>
            <DialogPrimitive.Title className="ee:m-0 ee:text-xl ee:font-medium ee:text-heading">
              {title}
            </DialogPrimitive.Title>
            {message && (
              <DialogPrimitive.Description className="ee:m-0 ee:mt-2 ee:text-[15px] ee:text-text">
                {message}
              </DialogPrimitive.Description>
            )}
            {error && (
              <p
                role="alert"
                className="ee:tone-error ee:m-0 ee:mt-4 ee:w-full ee:rounded-ee ee:bg-tone/16 ee:px-3 ee:py-2 ee:text-[13px] ee:text-tone-ink"
              >
                {error}
              </p>
            )}
            <div className="ee:mt-6 ee:flex ee:flex-wrap ee:justify-center ee:gap-3">
              <Button
                color={destructive ? 'error' : 'primary'}
                loading={busy}
                onClick={() => void confirm()}
              >
                {confirmLabel ?? t('actions.confirm')}
              </Button>
              <Button
                ref={cancelButton}
                variant="tonal"
                color="secondary"
                disabled={busy}
                onClick={() => handleOpenChange(false)}
              >
                {cancelLabel ?? t('actions.cancel')}
              </Button>
            </div>
          </DialogPrimitive.Content>
        </DialogPrimitive.Overlay>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
