import { useParams } from 'react-router';

import { UserViewScreen } from '@/screens/users/view/user-view-screen';

/** /apps/user/view/:id: one user with their plan, settings and activity. */
export function Component() {
  const { id } = useParams();
  return <UserViewScreen id={id} />;
}
