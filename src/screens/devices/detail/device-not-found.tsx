import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { IconDeviceUnknown, IconSearch } from '@tabler/icons-react';
import { useDevices } from '../../../api/client/devices';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/feedback/empty-state';
import { SearchInput } from '../../../components/filter/search-input';
import { useKitTranslation } from '../../../i18n/use-kit-translation';
import { deviceDetailNs } from '../../../i18n/ns/deviceDetail';

export interface DeviceNotFoundProps {
  /** The number that was asked for (none when the URL had none). */
  number: string | null;
  /** `{detailPath}?number=…` opens a device. */
  detailPath: string;
  /** The register, linked as the way back. */
  listPath: string;
}

/** "Device not found" (or no number given) with a search by device number that opens the detail. */
export function DeviceNotFound({ number, detailPath, listPath }: DeviceNotFoundProps) {
  const { t } = useKitTranslation(deviceDetailNs);
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [typed, setTyped] = useState('');
  const matches = useDevices({ q: q || undefined, itemsPerPage: 5, sortBy: 'number', orderBy: 'asc' });
  const href = (n: string) => `${detailPath}?number=${encodeURIComponent(n)}`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const wanted = (typed || q).trim().toUpperCase();
    if (wanted) navigate(href(wanted));
  };

  return (
    <main className="ee:p-6">
      <h1 className="ee:sr-only">{t('pageTitle')}</h1>
      <Card className="ee:mx-auto ee:max-w-2xl">
        <EmptyState
          titleAs="h2"
          icon={<IconDeviceUnknown aria-hidden size={28} />}
          title={number ? t('notFound.title') : t('notFound.missingTitle')}
          description={number ? t('notFound.hint', { number }) : t('notFound.missingHint')}
        />
        <form role="search" aria-label={t('notFound.searchLabel')} onSubmit={submit} className="ee:mx-auto ee:flex ee:max-w-md ee:flex-col ee:gap-3 ee:px-6 ee:pb-8">
          <div className="ee:flex ee:gap-2">
            <SearchInput
              className="ee:flex-1"
              value={q}
              onChange={setQ}
              onInput={(e) => setTyped(e.currentTarget.value)}
              aria-label={t('notFound.searchLabel')}
              placeholder={t('notFound.searchPlaceholder')}
            />
            <Button type="submit" startIcon={<IconSearch aria-hidden size={18} />}>
              {t('notFound.open')}
            </Button>
          </div>
          {q && matches.data && !matches.isPlaceholderData && (
            <div aria-live="polite">
              {matches.data.devices.length === 0 ? (
                <p className="ee:m-0 ee:text-[13px] ee:text-muted">{t('notFound.noMatches')}</p>
              ) : (
                <ul aria-label={t('notFound.matches')} className="ee:m-0 ee:flex ee:list-none ee:flex-col ee:divide-y ee:divide-line ee:rounded-ee ee:border ee:border-line ee:p-0">
                  {matches.data.devices.map((d) => (
                    <li key={d.number}>
                      <Link to={href(d.number)} className="ee:flex ee:items-center ee:gap-3 ee:px-4 ee:py-2.5 ee:no-underline ee:hover:bg-heading/6">
                        <span className="ee:font-mono ee:text-[15px] ee:font-semibold ee:text-primary-ink">{d.number}</span>
                        <span className="ee:truncate ee:text-[15px] ee:text-heading">{d.name}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
          <Link to={listPath} className="ee:self-center ee:text-[15px] ee:text-primary-ink ee:no-underline ee:hover:underline">
            {t('notFound.backToList')}
          </Link>
        </form>
      </Card>
    </main>
  );
}
