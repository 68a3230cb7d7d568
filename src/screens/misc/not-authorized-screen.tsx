import { Link } from 'react-router';

import { Button, buttonVariants } from '@/components/ui/button';
import { commonNs } from '@/i18n/ns/common';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { useScreenPaths } from '../paths';
import { StatusPage } from './status-page';

export interface NotAuthorizedScreenProps {
  /**
   * A page this user may open (the app passes the first one their abilities allow); default the
   * home path.
   */
  allowedTo?: string;
  /** Name of that page, shown on its link (default "Back to home"). */
  allowedLabel?: string;
  /** Offers a way out to another account. */
  onSignOut?: () => void;
  /** `embedded` inside the shell (navigation and user menu stay), `page` on its own. */
  variant?: 'page' | 'embedded';
}

/**
 * 403: a signed-in user whose abilities do not allow the route (e.g. the client account): where
 * they may go instead, or sign out to use another account. (Not signed in is no such page: the
 * guard sends to the sign-in page.)
 */
export function NotAuthorizedScreen({
  allowedTo,
  allowedLabel,
  onSignOut,
  variant = 'page',
}: NotAuthorizedScreenProps) {
  const { t } = useKitTranslation(commonNs);
  const { home } = useScreenPaths();
  return (
    <StatusPage
      variant={variant}
      code="403"
      title={t('states.notAuthorized')}
      description={t('states.notAuthorizedHint')}
      action={
        <div className="ee:flex ee:flex-wrap ee:justify-center ee:gap-3">
          <Link to={allowedTo ?? home} className={buttonVariants()}>
            {allowedLabel ?? t('states.backHome')}
          </Link>
          {onSignOut && (
            <Button variant="tonal" color="secondary" onClick={onSignOut}>
              {t('states.signOut')}
            </Button>
          )}
        </div>
      }
    />
  );
}
