import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { IconBolt, IconEye, IconEyeOff } from '@tabler/icons-react';
import { useLogin } from '../../api/client/auth';
import { ApiError } from '../../api/client/request';
import type { Session } from '../../auth/session';
import { useSession } from '../../auth/session-context';
import { Button } from '../../components/ui/button';

/** The demo accounts of SPEC.md §6, shown so a new user can sign in without instructions. */
export const DEMO_ACCOUNTS = [
  { kind: 'admin', email: 'admin@demo.com', password: 'admin' },
  { kind: 'client', email: 'client@demo.com', password: 'client' },
] as const;

export interface LoginScreenProps {
  /** Called after a successful sign-in (the app navigates to `/` or the page asked for). */
  onSignedIn?: (session: Session) => void;
}

type LoginValues = { email: string; password: string };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Sign-in card: e-mail and password against POST /api/auth/login, with the demo accounts. */
export function LoginScreen({ onSignedIn }: LoginScreenProps) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const { signIn } = useSession();
  const login = useLogin();
  const [showPassword, setShowPassword] = useState(false);
  // A two-field form with plain state, not react-hook-form + zod: this is the first route a user
  // loads, and those libraries would add ~55 kB gzip to it.
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof LoginValues, string>>>({});
  const [submitting, setSubmitting] = useState(false);

  const validate = (v: LoginValues): Partial<Record<keyof LoginValues, string>> => ({
    ...(!v.email.trim() ? { email: t('emailRequired') } : !EMAIL_PATTERN.test(v.email.trim()) ? { email: t('emailInvalid') } : {}),
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
      const response = await login.mutateAsync({ email: values.email.trim(), password: values.password });
      onSignedIn?.(signIn(response));
    } catch (error) {
      // The API puts its message on the e-mail field (SPEC.md §8); the typed values stay.
      const message = error instanceof ApiError ? (error.fieldErrors.email?.[0] ?? error.message) : tc('states.error');
      setErrors({ email: message });
      // The button was disabled while signing in and lost focus; put it where the fix is made.
      document.getElementById('login-email')?.focus();
    } finally {
      setSubmitting(false);
    }
  };

  const inputClass =
    'h-[38px] w-full rounded-ee border border-line bg-transparent px-3.5 text-[15px] text-heading placeholder:text-muted focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/25 aria-[invalid=true]:border-error';

  return (
    <div className="flex min-h-screen items-center justify-center bg-body p-6">
      <main className="w-full max-w-[460px] rounded-ee-lg border border-[var(--ee-card-border)] bg-surface p-8 shadow-card sm:p-10">
        <div className="mb-6 flex items-center gap-2.5">
          <span className="grid size-9 place-items-center rounded-ee bg-primary-solid text-white">
            <IconBolt aria-hidden size={22} />
          </span>
          <span className="text-xl font-bold text-heading">{tc('appNameNative')}</span>
        </div>
        <h1 className="mb-1 text-2xl font-semibold">{t('welcome', { app: tc('appName') })}</h1>
        <p className="mb-6">{t('subtitle')}</p>
        <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
          <div className="grid gap-1">
            <label htmlFor="login-email" className="text-[13px] font-medium text-heading">
              {t('email')}
            </label>
            <input
              id="login-email"
              type="email"
              autoComplete="username"
              autoFocus
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? 'login-email-error' : undefined}
              className={inputClass}
              name="email"
              value={values.email}
              onChange={update('email')}
            />
            {errors.email && (
              <p id="login-email-error" role="alert" className="text-[13px] text-[var(--ee-error-ink)]">
                {errors.email}
              </p>
            )}
          </div>
          <div className="grid gap-1">
            <label htmlFor="login-password" className="text-[13px] font-medium text-heading">
              {t('password')}
            </label>
            <div className="relative">
              <input
                id="login-password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? 'login-password-error' : undefined}
                className={`${inputClass} pe-10`}
                name="password"
                value={values.password}
                onChange={update('password')}
              />
              <button
                type="button"
                onClick={() => setShowPassword((v) => !v)}
                aria-label={showPassword ? t('hidePassword') : t('showPassword')}
                aria-pressed={showPassword}
                className="absolute inset-y-0 end-0 grid w-10 place-items-center text-muted hover:text-heading"
              >
                {showPassword ? <IconEyeOff aria-hidden size={18} /> : <IconEye aria-hidden size={18} />}
              </button>
            </div>
            {errors.password && (
              <p id="login-password-error" role="alert" className="text-[13px] text-[var(--ee-error-ink)]">
                {errors.password}
              </p>
            )}
          </div>
          <Button type="submit" block loading={submitting}>
            {submitting ? t('signingIn') : t('signIn')}
          </Button>
        </form>
        <section aria-labelledby="demo-accounts" className="mt-6 rounded-ee bg-primary/10 p-4 text-[13px]">
          <h2 id="demo-accounts" className="mb-2 text-[13px] font-semibold text-primary-ink">
            {t('demoAccounts')}
          </h2>
          <ul className="grid gap-1.5">
            {DEMO_ACCOUNTS.map((account) => (
              <li key={account.kind} className="flex items-center justify-between gap-2">
                <span className="text-heading">
                  {t(account.kind === 'admin' ? 'demoAdmin' : 'demoClient', { email: account.email, password: account.password })}
                </span>
                <Button
                  size="sm"
                  variant="text"
                  onClick={() => {
                    setValues({ email: account.email, password: account.password });
                    setErrors({});
                  }}
                >
                  {t('useAccount')}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </div>
  );
}
