import { IconDeviceUnknown, IconSearch } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';

import { useDevices } from '@/api/client/devices';
import { DEVICE_NUMBER_RE, type DeviceListParams } from '@/api/types/devices';
import { EmptyState } from '@/components/feedback/empty-state';
import { SearchInput } from '@/components/filter/search-input';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { deviceDetailNs } from '@/i18n/ns/deviceDetail';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { withQuery } from '@/screens/paths';
import { isolate } from '@/screens/shared/bidi';

import { DeviceMatchList } from './device-match-list';

export interface DeviceNotFoundProps {
  /** The number that was asked for (none when the URL had none). */
  number: string | null;
  /** `{detailPath}?number=…` opens a device. */
  detailPath: string;
  /** The register, linked as the way back. */
  listPath: string;
}

const MATCHES = 5;
const matchParams = (q: string): DeviceListParams => ({
  q: q || undefined,
  itemsPerPage: MATCHES,
  sortBy: 'number',
  orderBy: 'asc',
});

/**
 * "Device not found" (or no number given). What was asked for is also searched by number and
 * name, so a name typed in the address ("server room") offers the devices it names ("Did you
 * mean: 24DC10001 Server room cabinet 01 …") and all of them in the register. A search box
 * below opens any other device.
 */
export function DeviceNotFound({ number, detailPath, listPath }: DeviceNotFoundProps) {
  const { t } = useKitTranslation(deviceDetailNs);
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [typed, setTyped] = useState('');
  const headingId = useId();
  const asked = number?.trim() ?? '';
  const suggestions = useDevices(matchParams(asked));
  const matches = useDevices(matchParams(q));
  const href = (n: string) => `${detailPath}?number=${encodeURIComponent(n)}`;
  const offered =
    asked && suggestions.data && !suggestions.isPlaceholderData && suggestions.data.total > 0
      ? suggestions.data
      : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const wanted = (typed || q).trim().toUpperCase();
    if (wanted) navigate(href(wanted));
  };

  return (
    <div className="ee:p-4 ee:sm:p-6">
      <h1 className="ee:sr-only">{t('pageTitle')}</h1>
      <Card className="ee:mx-auto ee:max-w-2xl">
        <EmptyState
          titleAs="h2"
          icon={<IconDeviceUnknown aria-hidden size={28} />}
          title={number ? t('notFound.title') : t('notFound.missingTitle')}
          description={
            !number
              ? t('notFound.missingHint')
              : DEVICE_NUMBER_RE.test(asked.toUpperCase())
                ? isolate((v) => t('notFound.hint', { number: v.number }), {
                    number: asked.toUpperCase(),
                  })
                : isolate((v) => t('notFound.notANumber', { text: v.text }), { text: asked })
          }
        />
        <div className="ee:mx-auto ee:flex ee:max-w-md ee:flex-col ee:gap-3 ee:px-6 ee:pb-8">
          {offered && (
            <section aria-labelledby={headingId} className="ee:flex ee:flex-col ee:gap-2">
              <h3 id={headingId} className="ee:m-0 ee:text-[15px] ee:font-medium ee:text-heading">
                {t('notFound.didYouMean')}
              </h3>
              <DeviceMatchList
                devices={offered.devices}
                detailPath={detailPath}
                aria-label={t('notFound.didYouMean')}
              />
              <Link
                to={withQuery(listPath, { q: asked })}
                className="ee:tap-target ee:self-start ee:text-[15px] ee:text-primary-ink ee:no-underline ee:hover:underline"
              >
                {t('notFound.seeAll', { count: offered.total })}
              </Link>
            </section>
          )}
          <form
            role="search"
            aria-label={t('notFound.searchLabel')}
            onSubmit={submit}
            className="ee:flex ee:flex-col ee:gap-3"
          >
            <div className="ee:flex ee:flex-wrap ee:gap-2">
              <SearchInput
                className="ee:flex-1 ee:basis-56"
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
                  <DeviceMatchList
                    devices={matches.data.devices}
                    detailPath={detailPath}
                    aria-label={t('notFound.matches')}
                  />
                )}
              </div>
            )}
          </form>
          <Link
            to={listPath}
            className="ee:tap-target ee:self-center ee:text-[15px] ee:text-primary-ink ee:no-underline ee:hover:underline"
          >
            {t('notFound.backToList')}
          </Link>
        </div>
      </Card>
    </div>
  );
}
