import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '../../components/ui/button';
import { StatusPage } from './status-page';

/** 404: unknown paths and /pages/misc/not-found/… (SPEC.md §2). */
export function NotFoundScreen() {
  const { t } = useTranslation('common');
  return (
    <StatusPage
      code="404"
      title={t('states.notFound')}
      description={t('states.notFoundHint')}
      action={
        <Link to="/" className={buttonVariants()}>
          {t('states.backHome')}
        </Link>
      }
    />
  );
}
