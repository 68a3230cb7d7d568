import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';

import { useInviteReferral } from '@/api/client/ecommerce';
import { referralInviteBody } from '@/api/contract/ecommerce';
import { toast } from '@/components/feedback/toast';
import { applyServerErrors } from '@/components/form/server-errors';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { ecommerceNs } from '@/i18n/ns/ecommerce';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { isolateText } from '../shared/bidi';

/**
 * "Invite your friends": an e-mail address, checked by the contract here and by the API, which
 * refuses an address already invited. A refused address stays in the field with the reason.
 */
export function ReferralInviteForm() {
  const { t } = useKitTranslation(ecommerceNs);
  const invite = useInviteReferral();
  const form = useZodForm(referralInviteBody, { defaultValues: { email: '' } });
  const { register, handleSubmit, formState, reset } = form;
  const [general, setGeneral] = useState<string | null>(null);
  const submit = handleSubmit(async (body) => {
    setGeneral(null);
    try {
      const sent = await invite.mutateAsync(body);
      toast.success(t('referrals.invited', { email: isolateText(sent.email) }));
      reset({ email: '' });
    } catch (error) {
      setGeneral(applyServerErrors(form, error, t('referrals.inviteFailed')));
    }
  });
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={t('referrals.inviteTitle')}
      className="ee:flex ee:flex-col ee:gap-2"
    >
      <div className="ee:flex ee:flex-wrap ee:items-start ee:gap-3">
        <TextField
          label={t('referrals.inviteLabel')}
          type="email"
          autoComplete="email"
          placeholder={t('referrals.invitePlaceholder')}
          error={formState.errors.email?.message}
          fieldClassName="ee:min-w-0 ee:flex-1 ee:basis-56"
          {...register('email')}
        />
        <Button
          type="submit"
          loading={formState.isSubmitting}
          startIcon={<IconSend aria-hidden size={18} />}
          className="ee:mt-[22px]"
        >
          {t('referrals.send')}
        </Button>
      </div>
      {general && (
        <p role="alert" className="ee:m-0 ee:text-[13px] ee:text-[var(--ee-error-ink)]">
          {general}
        </p>
      )}
    </form>
  );
}
