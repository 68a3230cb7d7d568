import { IconBolt, IconEye, IconEyeOff } from '@tabler/icons-react';

import type { Session } from '@/auth/session';
import { Button } from '@/components/ui/button';
import { authNs } from '@/i18n/ns/auth';
import { commonNs } from '@/i18n/ns/common';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { DemoAccounts } from './demo-accounts';
import { useLoginForm } from './use-login-form';

export { DEMO_ACCOUNTS } from './demo-accounts';

export interface LoginScreenProps {
  /** Called after a successful sign-in (the app navigates to `/` or the page asked for). */
  onSignedIn?: (session: Session) => void;
}

/** Sign-in card: e-mail and password against POST /api/auth/login, with the demo accounts. */
export function LoginScreen({ onSignedIn }: LoginScreenProps) {
  const { t } = useKitTranslation(authNs);
  const { t: tc } = useKitTranslation(commonNs);
  const { values, errors, submitting, showPassword, setShowPassword, update, submit, fillAccount } =
    useLoginForm(onSignedIn);

  const inputClass =
    'ee:h-[38px] ee:w-full ee:rounded-ee ee:border ee:border-line ee:bg-transparent ee:px-3.5 ee:text-[15px] ee:text-heading ee:placeholder:text-muted ee:focus:border-primary ee:focus:outline-none ee:focus:ring-2 ee:focus:ring-primary/25 ee:aria-[invalid=true]:border-error';

  return (
    <div className="ee:flex ee:min-h-screen ee:items-center ee:justify-center ee:bg-body ee:p-6">
      <main className="ee:w-full ee:max-w-[460px] ee:rounded-ee-lg ee:border ee:border-[var(--ee-card-border)] ee:bg-surface ee:p-8 ee:shadow-card ee:sm:p-10">
        <div className="ee:mb-6 ee:flex ee:items-center ee:gap-2.5">
          <span className="ee:grid ee:size-9 ee:place-items-center ee:rounded-ee ee:bg-primary-solid ee:text-white">
            <IconBolt aria-hidden size={22} />
          </span>
          <span className="ee:text-xl ee:font-bold ee:text-heading">{tc('appNameNative')}</span>
        </div>
        <h1 className="ee:mb-1 ee:text-2xl ee:font-semibold">
          {t('welcome', { app: tc('appName') })}
        </h1>
        <p className="ee:mb-6">{t('subtitle')}</p>
        <form noValidate onSubmit={(e) => void submit(e)} className="ee:grid ee:gap-4">
          <div className="ee:grid ee:gap-1">
            <label htmlFor="login-email" className="ee:text-[13px] ee:font-medium ee:text-heading">
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
              <p
                id="login-email-error"
                role="alert"
                className="ee:text-[13px] ee:text-[var(--ee-error-ink)]"
              >
                {errors.email}
              </p>
            )}
          </div>
          <div className="ee:grid ee:gap-1">
            <label
              htmlFor="login-password"
              className="ee:text-[13px] ee:font-medium ee:text-heading"
            >
              {t('password')}
            </label>
            <div className="ee:relative">
              <input
                id="login-password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? 'login-password-error' : undefined}
                className={`${inputClass} ee:pe-10`}
                name="password"
                value={values.password}
                onChange={update('password')}
              />
              <button
                type="button"
                onClick={() => setShowPassword((v) => !v)}
                aria-label={showPassword ? t('hidePassword') : t('showPassword')}
                aria-pressed={showPassword}
                className="ee:absolute ee:inset-y-0 ee:end-0 ee:grid ee:w-10 ee:place-items-center ee:text-muted ee:hover:text-heading"
              >
                {showPassword ? (
                  <IconEyeOff aria-hidden size={18} />
                ) : (
                  <IconEye aria-hidden size={18} />
                )}
              </button>
            </div>
            {errors.password && (
              <p
                id="login-password-error"
                role="alert"
                className="ee:text-[13px] ee:text-[var(--ee-error-ink)]"
              >
                {errors.password}
              </p>
            )}
          </div>
          <Button type="submit" block loading={submitting}>
            {submitting ? t('signingIn') : t('signIn')}
          </Button>
        </form>
        <DemoAccounts onUse={fillAccount} />
      </main>
    </div>
  );
}
