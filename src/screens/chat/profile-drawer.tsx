import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';

import { useUpdateChatProfile } from '@/api/client/chat';
import { chatProfilePatchBody } from '@/api/contract/chat';
import {
  CHAT_STATUSES,
  MAX_ABOUT_LENGTH,
  type ChatProfileUser,
  type ChatStatus,
} from '@/api/types/chat';
import { toast } from '@/components/feedback/toast';
import { FormDrawer } from '@/components/form/form-drawer';
import { RadioGroup } from '@/components/form/radio-group';
import { Switch } from '@/components/form/switch';
import { Textarea } from '@/components/form/textarea';
import { useZodForm } from '@/components/form/use-zod-form';
import { chatNs } from '@/i18n/ns/chat';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useFormat } from '../shared/format';
import { TextLine } from '../shared/text-line';
import { PresenceAvatar } from './presence-avatar';

export interface ProfileDrawerProps {
  /** Whether the drawer is open. */
  open: boolean;
  /** Called to open or close it (also after a successful save). */
  onOpenChange: (open: boolean) => void;
  /** Your profile as the API answered it. */
  profile: ChatProfileUser;
}

interface ProfileFormValues {
  status: ChatStatus;
  about: string;
  settings: { isTwoStepAuthVerificationEnabled: boolean; isNotificationsOn: boolean };
}

const toForm = (p: ChatProfileUser): ProfileFormValues => ({
  status: p.status,
  about: p.about,
  settings: { ...p.settings },
});

/**
 * Your chat profile: status, about (with its length against the limit), two-step verification
 * and notifications. Checked by the API's own schema, saved through the API (stored before it
 * answers); a failed save keeps what was chosen and typed.
 */
export function ProfileDrawer({ open, onOpenChange, profile }: ProfileDrawerProps) {
  const { t } = useKitTranslation(chatNs);
  const f = useFormat();
  const update = useUpdateChatProfile();
  const form = useZodForm(chatProfilePatchBody, { defaultValues: toForm(profile) });
  const { register, control, formState } = form;
  const about = useWatch({ control, name: 'about' }) ?? '';

  const statusOptions = useMemo(
    () => CHAT_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
    [t],
  );

  return (
    <FormDrawer
      resetOnOpen={() => toForm(profile)}
      open={open}
      onOpenChange={onOpenChange}
      title={t('profile.title')}
      description={t('profile.description')}
      form={form}
      onSubmit={async (body) => {
        await update.mutateAsync(body);
        toast.success(t('profile.saved'));
      }}
    >
      <div className="ee:flex ee:flex-col ee:items-center ee:gap-2 ee:text-center">
        <PresenceAvatar
          name={profile.fullName}
          avatar={profile.avatar}
          status={profile.status}
          size="xl"
        />
        <TextLine className="ee:text-lg ee:font-medium ee:text-heading">
          {profile.fullName}
        </TextLine>
        <TextLine className="ee:text-[15px] ee:text-muted">{profile.role}</TextLine>
      </div>
      <Textarea
        label={t('profile.about')}
        rows={4}
        maxLength={MAX_ABOUT_LENGTH}
        error={formState.errors.about?.message}
        hint={t('profile.aboutHint', {
          length: f.number(about.length, 0),
          max: f.number(MAX_ABOUT_LENGTH, 0),
        })}
        dir="auto"
        {...register('about')}
      />
      <Controller
        control={control}
        name="status"
        render={({ field }) => (
          <RadioGroup<ChatStatus>
            label={t('profile.status')}
            options={statusOptions}
            value={field.value}
            onChange={field.onChange}
            error={formState.errors.status?.message}
            name={field.name}
          />
        )}
      />
      <fieldset className="ee:m-0 ee:flex ee:flex-col ee:gap-4 ee:border-0 ee:p-0">
        <legend className="ee:mb-3 ee:p-0 ee:text-[13px] ee:font-medium ee:text-heading">
          {t('profile.settings')}
        </legend>
        <Controller
          control={control}
          name="settings.isTwoStepAuthVerificationEnabled"
          render={({ field }) => (
            <Switch
              label={t('profile.twoStep')}
              description={t('profile.twoStepHint')}
              checked={field.value ?? false}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <Controller
          control={control}
          name="settings.isNotificationsOn"
          render={({ field }) => (
            <Switch
              label={t('profile.notifications')}
              description={t('profile.notificationsHint')}
              checked={field.value ?? false}
              onCheckedChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      </fieldset>
    </FormDrawer>
  );
}
