import { ReferralListScreen } from '@/screens/ecommerce/referral-list-screen';

/** /apps/ecommerce/referrals: referral earnings, invitations and the referred users. */
export function Component() {
  return <ReferralListScreen />;
}
