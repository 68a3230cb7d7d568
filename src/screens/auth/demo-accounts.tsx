import { Button } from '@/components/ui/button';
import { authNs } from '@/i18n/ns/auth';
import { useKitTranslation } from '@/i18n/use-kit-translation';

/** The demo accounts of docs/spec.md §6, shown so a new user can sign in without instructions. */
export const DEMO_ACCOUNTS = [
  { kind: 'admin', email: 'admin@demo.com', password: 'admin' },
  { kind: 'client', email: 'client@demo.com', password: 'client' },
  // The technician of the work orders (docs/domain/work-orders.md): works on what is assigned.
  { kind: 'technician', email: 'tech@demo.com', password: 'tech' },
] as const;

/** Each account's line: who it is, with its e-mail and password. */
const LABEL = { admin: 'demoAdmin', client: 'demoClient', technician: 'demoTechnician' } as const;

export interface DemoAccountsProps {
  /** Fills the form with the account chosen. */
  onUse: (account: { email: string; password: string }) => void;
}

/** The demo accounts under the sign-in form, each with a button that fills the form. */
export function DemoAccounts({ onUse }: DemoAccountsProps) {
  const { t } = useKitTranslation(authNs);
  return (
    <section
      aria-labelledby="demo-accounts"
      className="ee:mt-6 ee:rounded-ee ee:bg-primary/10 ee:p-4 ee:text-[13px]"
    >
      <h2
        id="demo-accounts"
        className="ee:mb-2 ee:text-[13px] ee:font-semibold ee:text-primary-ink"
      >
        {t('demoAccounts')}
      </h2>
      <ul className="ee:grid ee:gap-1.5">
        {DEMO_ACCOUNTS.map((account) => (
          <li key={account.kind} className="ee:flex ee:items-center ee:justify-between ee:gap-2">
            <span className="ee:text-heading">
              {t(LABEL[account.kind], {
                email: account.email,
                password: account.password,
              })}
            </span>
            <Button
              size="sm"
              variant="text"
              onClick={() => onUse({ email: account.email, password: account.password })}
            >
              {t('useAccount')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
