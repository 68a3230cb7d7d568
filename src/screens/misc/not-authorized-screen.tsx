import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from '../../components/ui/button';
import { StatusPage } from './status-page';

/** 401: a route the session's abilities do not allow (e.g. the client account). */
export function NotAuthorizedScreen() {
  const { t } = useTranslation('common');
  return (
    <StatusPage
      code="401"
      title={t('states.notAuthorized')}
      description={t('states.notAuthorizedHint')}
      action={
        <Link to="/" className={buttonVariants()}>
          {t('states.backHome')}
        </Link>
      }
    />
  );
}
