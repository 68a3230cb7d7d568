import { IconUserQuestion } from '@tabler/icons-react';
import { Link } from 'react-router';

import { EmptyState } from '@/components/feedback/empty-state';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { usersNs } from '@/i18n/ns/users';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { useScreenPaths } from '@/screens/paths';
import { isolate } from '@/screens/shared/bidi';

/** "User not found" for an id that is none or names no user, with the way back to the list. */
export function UserNotFound({ id }: { id: string | number | undefined }) {
  const { t } = useKitTranslation(usersNs);
  const paths = useScreenPaths();
  return (
    <div className="ee:p-4 ee:sm:p-6">
      <h1 className="ee:sr-only">{t('view.title')}</h1>
      <Card className="ee:mx-auto ee:max-w-2xl">
        <EmptyState
          titleAs="h2"
          icon={<IconUserQuestion aria-hidden size={28} />}
          title={t('view.notFoundTitle')}
          description={isolate((v) => t('view.notFoundHint', { id: v.id }), {
            id: String(id ?? ''),
          })}
          action={
            <Link to={paths.userList} className={buttonVariants()}>
              {t('view.backToList')}
            </Link>
          }
        />
      </Card>
    </div>
  );
}
