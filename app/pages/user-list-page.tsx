import { UserListScreen } from '@/screens/users/user-list-screen';

/** /apps/user/list: every user, with figures, filters, add, export and delete. */
export function Component() {
  return <UserListScreen />;
}
