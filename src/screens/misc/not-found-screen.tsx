import { Link } from 'react-router';

import { buttonVariants } from '@/components/ui/button';
import { commonNs } from '@/i18n/ns/common';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths } from '../paths';
import { StatusPage } from './status-page';

/** 404: unknown paths and /pages/misc/not-found/… (docs/spec.md §2). */
export function NotFoundScreen() {
  const { t } = useKitTranslation(commonNs);
  const { home } = useScreenPaths();
  return (
    <StatusPage
      code="404"
      title={t('states.notFound')}
      description={t('states.notFoundHint')}
      action={
        <Link to={home} className={buttonVariants()}>
          {t('states.backHome')}
        </Link>
      }
    />
  );
}
