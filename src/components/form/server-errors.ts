import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * What a failed save may carry, typed structurally (components never import the API client): the
 * client's `ApiError { status, message, fieldErrors }`, or a raw body `{ errors: { field: [msg] }
 * }`.
 */
export interface ServerErrorLike {
  message?: string;
  status?: number;
  fieldErrors?: Record<string, readonly string[] | string | undefined>;
  errors?: Record<string, readonly string[] | string | undefined>;
}

function fieldErrorsOf(
  error: unknown,
): Record<string, readonly string[] | string | undefined> | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as ServerErrorLike;
  const record = e.fieldErrors ?? e.errors;
  return record && typeof record === 'object' ? record : undefined;
}

function has(values: unknown, path: string): boolean {
  let cur: unknown = values;
  for (const part of path.split('.')) {
    if (!cur || typeof cur !== 'object' || !(part in cur)) return false;
    cur = (cur as Record<string, unknown>)[part];
  }
  return true;
}

/**
 * Puts a server's field errors onto the form's fields (`setError`, focusing the first) and
 * returns what should show in the general banner: the message for non-field problems, and the
 * messages of fields the form does not have. Null when every error landed on a field.
 */
export function applyServerErrors<T extends FieldValues>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: UseFormReturn<T, any, any>,
  error: unknown,
  fallbackMessage: string,
): string | null {
  const fieldErrors = fieldErrorsOf(error);
  const values = { ...(form.formState.defaultValues ?? {}), ...form.getValues() };
  const leftovers: string[] = [];
  const placedFields: string[] = [];
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
    const message = Array.isArray(messages)
      ? messages.filter(Boolean).join(' ')
      : typeof messages === 'string'
        ? messages
        : '';
    if (!message) continue;
    if (has(values, field)) {
      form.setError(field as FieldPath<T>, { type: 'server', message });
      placedFields.push(field);
    } else {
      leftovers.push(message);
    }
  }
  if (placedFields.length) {
    // Focus the first refused field in form order, not in the server's order.
    const order = Object.keys(values);
    const rank = (f: string) => {
      const i = order.indexOf(f.split('.')[0]);
      return i === -1 ? order.length : i;
    };
    const first = [...placedFields].sort((a, b) => rank(a) - rank(b))[0];
    // After the submit cycle re-renders, or the focus is lost again.
    setTimeout(() => form.setFocus(first as FieldPath<T>), 0);
  }
  if (placedFields.length > 0 && leftovers.length === 0) return null;
  if (leftovers.length) return leftovers.join(' ');
  const message =
    error && typeof error === 'object' && typeof (error as ServerErrorLike).message === 'string'
      ? (error as ServerErrorLike).message
      : undefined;
  return message || fallbackMessage;
}
