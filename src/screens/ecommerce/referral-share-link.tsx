import { IconCopy } from '@tabler/icons-react';
import { useId, useRef } from 'react';

import { toast } from '@/components/feedback/toast';
import { inputClass } from '@/components/form/field';
import { Button } from '@/components/ui/button';
import { ecommerceNs } from '@/i18n/ns/ecommerce';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';

export interface ReferralShareLinkProps {
  /** The link to share. */
  link: string;
}

/**
 * The referral link with a copy button. Where the Clipboard API is missing (an insecure page,
 * an old browser) or refused, the link is selected and copied the old way; if even that is not
 * allowed it stays selected and the toast says to press Ctrl+C.
 */
export function ReferralShareLink({ link }: ReferralShareLinkProps) {
  const { t } = useKitTranslation(ecommerceNs);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(link);
      toast.success(t('referrals.copied'));
      return;
    } catch {
      // Fall through to selecting the text.
    }
    const field = input.current;
    field?.focus();
    field?.select();
    let copied = false;
    try {
      copied = document.execCommand('copy');
    } catch {
      copied = false;
    }
    if (copied) toast.success(t('referrals.copied'));
    else toast.info(t('referrals.selected'));
  };
  return (
    <div className="ee:flex ee:flex-col ee:gap-1">
      <label htmlFor={id} className="ee:text-[13px] ee:font-medium ee:text-heading">
        {t('referrals.shareLabel')}
      </label>
      <div className="ee:flex ee:flex-wrap ee:gap-3">
        <input
          ref={input}
          id={id}
          readOnly
          value={link}
          dir="ltr"
          onFocus={(e) => e.currentTarget.select()}
          className={cn(inputClass, 'ee:min-w-0 ee:flex-1 ee:basis-56')}
        />
        <Button
          variant="tonal"
          startIcon={<IconCopy aria-hidden size={18} />}
          onClick={() => void copy()}
        >
          {t('referrals.copy')}
        </Button>
      </div>
    </div>
  );
}
