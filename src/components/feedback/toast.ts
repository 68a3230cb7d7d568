/**
 * `toast('Saved')`, `toast.success(…)`, `toast.error(…)`, with `{ action: { label, onClick } }`
 * for Undo: sonner's calls, with sonner loaded on the first toast rather than with every page.
 * A page's first paint does not wait for it (9 kB gzip), and a toast is only ever shown after
 * something happened. Calls keep their order; `<Toaster>` shows what was called before it
 * mounted (sonner replays its active toasts to a new subscriber).
 */
import type { ExternalToast, toast as sonnerToast } from 'sonner';

export type ToastMessage = Parameters<typeof sonnerToast>[0];
export type ToastOptions = ExternalToast;
export type ToastId = string | number;
type Tone = 'success' | 'error' | 'warning' | 'info';

let sonner: Promise<typeof import('sonner')> | undefined;
let pending: Promise<unknown> = Promise.resolve();
let counter = 0;

/**
 * Runs `call` once sonner is loaded, after every earlier call; one that fails does not stop the
 * next.
 */
function later(call: (api: typeof sonnerToast) => unknown): void {
  const loaded = load();
  pending = pending
    .then(() => loaded)
    .then(({ toast }) => void call(toast))
    .catch((error: unknown) => console.error('A toast could not be shown', error));
}

function load(): Promise<typeof import('sonner')> {
  // A chunk that failed to load (offline, a new deploy) is asked for again by the next toast.
  sonner ??= import('sonner').catch((error: unknown) => {
    sonner = undefined;
    throw error;
  });
  return sonner;
}

function show(tone: Tone | undefined, message: ToastMessage, options?: ToastOptions): ToastId {
  // The id is known at once (as sonner's own call returns it), so a caller can dismiss it.
  const id = options?.id ?? `ee-toast-${++counter}`;
  later((api) => (tone ? api[tone] : api)(message, { ...options, id }));
  return id;
}

export const toast = Object.assign(
  (message: ToastMessage, options?: ToastOptions) => show(undefined, message, options),
  {
    success: (message: ToastMessage, options?: ToastOptions) => show('success', message, options),
    error: (message: ToastMessage, options?: ToastOptions) => show('error', message, options),
    warning: (message: ToastMessage, options?: ToastOptions) => show('warning', message, options),
    info: (message: ToastMessage, options?: ToastOptions) => show('info', message, options),
    /** Closes one toast, or all of them. */
    dismiss: (id?: ToastId) => {
      later((api) => api.dismiss(id));
      return id;
    },
  },
);
