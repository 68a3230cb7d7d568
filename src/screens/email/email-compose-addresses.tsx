import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';

import { Button } from '@/components/ui/button';

import { AddressChipsField } from './address-chips-field';
import type { AddressField, EmailComposeController } from './use-email-compose';

export interface EmailComposeAddressesProps {
  compose: EmailComposeController;
}

/** The compose dialog's recipients: to, with "Cc" and "Bcc" buttons that add those rows. */
export function EmailComposeAddresses({ compose }: EmailComposeAddressesProps) {
  const {
    t,
    form,
    showCc,
    setShowCc,
    showBcc,
    setShowBcc,
    pending,
    setPendingAny,
    pendingAtMinimise,
    invalidAddress,
  } = compose;
  const addressField = (name: AddressField, label: string, end?: ReactNode) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <AddressChipsField
          label={label}
          value={field.value ?? []}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
          invalidMessage={invalidAddress}
          onPendingChange={(text) => {
            pending.current[name] = text;
            setPendingAny(Object.values(pending.current).some(Boolean));
          }}
          initialText={pendingAtMinimise[name]}
          end={end}
        />
      )}
    />
  );

  return (
    <>
      {addressField(
        'to',
        t('compose.to'),
        (!showCc || !showBcc) && (
          <span className="ee:ms-auto ee:flex ee:gap-1">
            {!showCc && (
              <Button
                size="sm"
                variant="text"
                color="secondary"
                className="ee:h-7 ee:px-2"
                onClick={() => setShowCc(true)}
              >
                {t('compose.addCc')}
              </Button>
            )}
            {!showBcc && (
              <Button
                size="sm"
                variant="text"
                color="secondary"
                className="ee:h-7 ee:px-2"
                onClick={() => setShowBcc(true)}
              >
                {t('compose.addBcc')}
              </Button>
            )}
          </span>
        ),
      )}
      {showCc && addressField('cc', t('compose.cc'))}
      {showBcc && addressField('bcc', t('compose.bcc'))}
    </>
  );
}
