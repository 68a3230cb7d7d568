import { useParams } from 'react-router';

import { ProfileScreen } from '@/screens/pages/profile/profile-screen';

/** /pages/user-profile/:tab: the profile, one tab per URL. */
export function Component() {
  const { tab = 'profile' } = useParams();
  return <ProfileScreen tab={tab} />;
}
