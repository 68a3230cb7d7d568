import { isRouteErrorResponse, useRouteError } from 'react-router';

import { buttonVariants } from '../src/components/ui/button';
import { commonNs } from '../src/i18n/ns/common';
import { useKitTranslation } from '../src/i18n/use-kit-translation';
import { NotFoundScreen } from '../src/screens/misc/not-found-screen';
import { StatusPage } from '../src/screens/misc/status-page';
import { useDocumentTitle } from './page-title';

/**
 * What a route shows when rendering or loading it failed: our own page with a way home and a
 * reload, never react-router's development screen with a stack trace. A 404 from the router is
 * the not-found page.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useKitTranslation(commonNs);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useDocumentTitle(t(notFound ? 'states.notFound' : 'states.error'));
  if (notFound) return <NotFoundScreen />;
  if (import.meta.env.DEV) console.error(error);
  return (
    <StatusPage
      code="!"
      title={t('states.error')}
      description={t('states.errorHint')}
      action={
        <div className="ee:flex ee:flex-wrap ee:justify-center ee:gap-3">
          {/* Full page loads: whatever broke in this page's state is left behind. */}
          <a href="/" className={buttonVariants()}>
            {t('states.backHome')}
          </a>
          <button
            type="button"
            className={buttonVariants({ variant: 'tonal', color: 'secondary' })}
            onClick={() => window.location.reload()}
          >
            {t('states.reload')}
          </button>
        </div>
      }
    />
  );
}
