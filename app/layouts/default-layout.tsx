import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../src/auth/session-context';
import { Button } from '../../src/components/ui/button';

/** Interim default layout until the admin shell (issue 4) lands: title, links, logout. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const { t: ta } = useTranslation('auth');
  const { session, signOut } = useSession();
  const navigate = useNavigate();
  return (
    <div className="min-h-screen bg-body">
      <header className="flex items-center gap-4 bg-surface px-6 py-3 shadow-soft">
        <Link to="/" className="font-bold text-heading">
          {t('appNameNative')}
        </Link>
        <nav className="flex gap-3 text-sm" aria-label="Main">
          <Link to="/devices">Devices</Link>
          <Link to="/deviceTypeList">Device types</Link>
          <Link to="/deviceLocation">Locations</Link>
        </nav>
        <span className="ms-auto text-sm">{session?.userData.fullName}</span>
        <Button
          size="sm"
          variant="tonal"
          onClick={() => {
            signOut();
            navigate('/login', { replace: true });
          }}
        >
          {ta('logout')}
        </Button>
      </header>
      <main className="p-6">{children}</main>
    </div>
  );
}
