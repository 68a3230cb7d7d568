import { useState, type FormEvent } from 'react';

import { useSignIn } from '@/api/client/auth';
import { ApiError } from '@/api/client/request';
import type { Session } from '@/auth/session';
import { useSession } from '@/auth/session-context';
import { authNs } from '@/i18n/ns/auth';
import { commonNs } from '@/i18n/ns/common';
import { useKitTranslation } from '@/i18n/use-kit-translation';

export type LoginValues = { email: string; password: string };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The sign-in form's state: the two fields, their messages, the password shown or hidden, and
 * the submit (checked here first, then POST /api/auth/login; the API's message lands on the
 * e-mail field and focus goes where the fix is made).
 */
export function useLoginForm(onSignedIn: ((session: Session) => void) | undefined) {
  const { t } = useKitTranslation(authNs);
  const { t: tc } = useKitTranslation(commonNs);
  const { signIn } = useSession();
  // The call itself, not a query-library mutation: the card then needs no query client, and a
  // visit that starts here loads none (see RequesterProvider).
  const postCredentials = useSignIn();
  const [showPassword, setShowPassword] = useState(false);
  // A two-field form with plain state, not react-hook-form + zod: this is the first route a user
  // loads, and those libraries would add ~55 kB gzip to it.
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof LoginValues, string>>>({});
  const [submitting, setSubmitting] = useState(false);

  const validate = (v: LoginValues): Partial<Record<keyof LoginValues, string>> => ({
    ...(!v.email.trim()
      ? { email: t('emailRequired') }
      : !EMAIL_PATTERN.test(v.email.trim())
        ? { email: t('emailInvalid') }
        : {}),
    ...(!v.password ? { password: t('passwordRequired') } : {}),
  });

  const update = (field: keyof LoginValues) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (found.email || found.password) {
      document.getElementById(found.email ? 'login-email' : 'login-password')?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const response = await postCredentials({
        email: values.email.trim(),
        password: values.password,
      });
      onSignedIn?.(signIn(response));
    } catch (error) {
      // The API puts its message on the e-mail field (docs/spec.md §8); the typed values stay.
      const message =
        error instanceof ApiError
          ? (error.fieldErrors.email?.[0] ?? error.message)
          : tc('states.error');
      setErrors({ email: message });
      // The button was disabled while signing in and lost focus; put it where the fix is made.
      document.getElementById('login-email')?.focus();
    } finally {
      setSubmitting(false);
    }
  };

  /** Fills the form with a demo account's credentials. */
  const fillAccount = (account: LoginValues) => {
    setValues(account);
    setErrors({});
  };

  return { values, errors, submitting, showPassword, setShowPassword, update, submit, fillAccount };
}
