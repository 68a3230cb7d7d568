import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button';
import { StatusPage } from './status-page';
import { useKitTranslation } from '../../i18n/use-kit-translation';
import { useScreenPaths } from '../paths';

/** 401: a route the session's abilities do not allow (e.g. the client account). */
export function NotAuthorizedScreen() {
  const { t } = useKitTranslation('common');
  const { home } = useScreenPaths();
  return (
    <StatusPage
      code="401"
      title={t('states.notAuthorized')}
      description={t('states.notAuthorizedHint')}
      action={
        <Link to={home} className={buttonVariants()}>
          {t('states.backHome')}
        </Link>
      }
    />
  );
}
