import { IconCheck, IconCircle } from '@tabler/icons-react';

import { useChangeUserPassword } from '@/api/client/users';
import { passwordChangeBody } from '@/api/contract/users';
import {
  PASSWORD_MIN,
  passwordRuleIssues,
  type PasswordChange,
  type PasswordRule,
  type UserDetail,
} from '@/api/types/users';
import { toast } from '@/components/feedback/toast';
import { FormErrorBanner } from '@/components/form/form-error-banner';
import { PasswordField } from '@/components/form/password-field';
import { useFormSubmit } from '@/components/form/use-form-submit';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { usersNs } from '@/i18n/ns/users';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';
import { useFormat } from '@/screens/shared/format';

const RULES: readonly PasswordRule[] = [
  'passwordLength',
  'passwordUpper',
  'passwordLower',
  'passwordDigit',
  'passwordSymbol',
];
const EMPTY: PasswordChange = { newPassword: '', confirmPassword: '' };

export interface ChangePasswordCardProps {
  /** The user whose password is set. */
  user: UserDetail;
}

/**
 * A new password, typed twice, against the API's rules (length, capital and lower-case letter,
 * digit, symbol), each shown as met or missing while typing. The API checks the same rules; a
 * refusal shows on the field and keeps what was typed.
 */
export function ChangePasswordCard({ user }: ChangePasswordCardProps) {
  const { t } = useKitTranslation(usersNs);
  const f = useFormat();
  const change = useChangeUserPassword();
  const form = useZodForm(passwordChangeBody, { defaultValues: EMPTY });
  const { register, formState, watch, reset } = form;
  const { errors, isSubmitting } = formState;
  const broken = new Set(passwordRuleIssues(watch('newPassword') ?? ''));
  const { submit, generalError } = useFormSubmit(form, {
    onSubmit: async (body: PasswordChange) => {
      await change.mutateAsync({ id: user.id, body });
      reset(EMPTY);
      toast.success(t('password.saved'));
    },
  });
  return (
    <Card>
      <CardHeader
        title={t('password.title')}
        subtitle={t('password.intro', { name: user.fullName })}
      />
      <CardContent className="ee:p-6 ee:pt-2">
        <form
          noValidate
          onSubmit={submit}
          className="ee:flex ee:flex-col ee:gap-5"
          aria-busy={isSubmitting || undefined}
        >
          <FormErrorBanner>{generalError}</FormErrorBanner>
          <div className="ee:grid ee:gap-5 ee:sm:grid-cols-2">
            <PasswordField
              label={t('password.newPassword')}
              autoComplete="new-password"
              error={errors.newPassword?.message}
              required
              {...register('newPassword')}
            />
            <PasswordField
              label={t('password.confirmPassword')}
              autoComplete="new-password"
              error={errors.confirmPassword?.message}
              required
              {...register('confirmPassword')}
            />
          </div>
          <div>
            <p
              className="ee:m-0 ee:mb-2 ee:text-[15px] ee:font-medium ee:text-heading"
              id={`password-rules-${user.id}`}
            >
              {t('password.rulesTitle')}
            </p>
            <ul
              className="ee:m-0 ee:grid ee:list-none ee:gap-1.5 ee:p-0 ee:sm:grid-cols-2"
              aria-labelledby={`password-rules-${user.id}`}
            >
              {RULES.map((rule) => {
                const met = !broken.has(rule);
                return (
                  <li
                    key={rule}
                    data-rule={rule}
                    data-met={met}
                    className={cn(
                      'ee:flex ee:items-center ee:gap-2 ee:text-[15px]',
                      met ? 'ee:tone-success ee:text-tone-ink' : 'ee:text-muted',
                    )}
                  >
                    {met ? (
                      <IconCheck aria-hidden size={16} className="ee:shrink-0" />
                    ) : (
                      <IconCircle aria-hidden size={16} className="ee:shrink-0" />
                    )}
                    <span>
                      {t(`password.rules.${rule}`, { min: PASSWORD_MIN })}
                      <span className="ee:sr-only">
                        {' '}
                        ({met ? t('password.met') : t('password.notMet')})
                      </span>
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
          <div className="ee:flex ee:flex-wrap ee:items-center ee:justify-between ee:gap-3">
            <span className="ee:text-[13px] ee:text-muted">
              {user.passwordChangedAt
                ? t('password.lastChanged', { when: f.relativeTime(user.passwordChangedAt) })
                : t('password.neverChanged')}
            </span>
            <Button type="submit" loading={isSubmitting}>
              {t('password.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
