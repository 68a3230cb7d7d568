import { IconEdit, IconPrinter } from '@tabler/icons-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';

import { useArcFlashStudy } from '@/api/client/arc-flash';
import type { ArcFlashStudy } from '@/api/types/arc-flash';
import type { DeviceDetail } from '@/api/types/devices';
import { useSession } from '@/auth/session-context';
import { DEVICE_SUBJECT } from '@/auth/subjects';
import { ErrorState } from '@/components/feedback/error-state';
import { Skeleton } from '@/components/feedback/skeleton';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { arcFlashNs } from '@/i18n/ns/arcFlash';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { todayIso, useFormat } from '@/screens/shared/format';

import { LabelPrintDialog } from '../label-print-dialog';
import { ArcFlashLabel } from './arc-flash-label';

// The form (the contract's schemas, the date picker) loads on the first click that opens it: the
// device page paints without it (docs/performance.md).
const ArcFlashFormDrawer = lazy(() =>
  import('./arc-flash-form-drawer').then((m) => ({ default: m.ArcFlashFormDrawer })),
);

export interface ArcFlashCardProps {
  device: DeviceDetail;
}

function Item({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="ee:flex ee:min-w-0 ee:flex-col ee:gap-0.5">
      <dt className="ee:text-[13px] ee:text-muted">{label}</dt>
      <dd className="ee:m-0 ee:min-w-0 ee:text-[15px] ee:break-words ee:text-heading">
        {children}
      </dd>
    </div>
  );
}

/** The study's figures, its hazard (energy or PPE category) and its review state. */
function StudyFacts({ study }: { study: ArcFlashStudy }) {
  const { t } = useKitTranslation(arcFlashNs);
  const fmt = useFormat();
  const mm = (v: number | null) => (v === null ? '—' : <bdi>{`${fmt.number(v, 0)} mm`}</bdi>);
  return (
    <dl className="ee:m-0 ee:grid ee:gap-x-6 ee:gap-y-4 ee:sm:grid-cols-2">
      <Item label={t('fields.nominalVoltage')}>
        <bdi>{`${fmt.number(study.nominalVoltage, 0)} V`}</bdi>
      </Item>
      <Item label={t('fields.arcFlashBoundary')}>{mm(study.arcFlashBoundary)}</Item>
      {study.incidentEnergy !== null ? (
        <Item label={t('fields.incidentEnergy')}>
          <bdi>
            {t('card.hazardEnergy', {
              value: fmt.number(study.incidentEnergy, 1),
              distance: fmt.number(study.workingDistance, 0),
            })}
          </bdi>
        </Item>
      ) : (
        <Item label={t('fields.ppeCategory')}>
          {t('card.category', { category: study.ppeCategory })}
        </Item>
      )}
      <Item label={t('fields.workingDistance')}>{mm(study.workingDistance)}</Item>
      <Item label={t('fields.limitedApproach')}>{mm(study.limitedApproach)}</Item>
      <Item label={t('fields.restrictedApproach')}>{mm(study.restrictedApproach)}</Item>
      <Item label={t('fields.studyDate')}>
        <span
          className="ee:flex ee:flex-wrap ee:items-center ee:gap-2"
          data-testid="arc-flash-review"
        >
          <span>{fmt.date(study.studyDate)}</span>
          {study.stale ? (
            <Chip color="error">{t('card.stale')}</Chip>
          ) : (
            <Chip color="success">{t('card.reviewDue', { date: fmt.date(study.reviewDue) })}</Chip>
          )}
        </span>
      </Item>
      <Item label={t('fields.studiedBy')}>
        <bdi>{study.studiedBy}</bdi>
        {study.reference && (
          <span className="ee:text-muted">
            {' · '}
            <bdi>{study.reference}</bdi>
          </span>
        )}
      </Item>
    </dl>
  );
}

/**
 * The device's arc-flash study on its overview (docs/domain/arc-flash.md): the figures, a warning
 * chip when it is over five years old, the printable label, and for whoever may change devices
 * (not on a deleted device) the form to record or replace it.
 */
export function ArcFlashCard({ device }: ArcFlashCardProps) {
  const { t } = useKitTranslation(arcFlashNs);
  const query = useArcFlashStudy(device.number);
  const edits = useSession().can('update', DEVICE_SUBJECT) && !device.deletedAt;
  const [editing, setEditing] = useState(false);
  // Mounted from the first opening on, so closing keeps the drawer's own exit.
  const [formWanted, setFormWanted] = useState(false);
  const [printing, setPrinting] = useState(false);
  const answer = query.data;
  const study = answer?.study ?? null;
  const actions = answer && (
    <span className="ee:flex ee:flex-wrap ee:gap-2">
      {study && (
        <Button
          size="sm"
          variant="tonal"
          color="secondary"
          className="ee:max-sm:h-[44px]"
          startIcon={<IconPrinter aria-hidden size={16} />}
          onClick={() => setPrinting(true)}
        >
          {t('card.print')}
        </Button>
      )}
      {edits && (
        <Button
          size="sm"
          className="ee:max-sm:h-[44px]"
          startIcon={<IconEdit aria-hidden size={16} />}
          onClick={() => {
            setFormWanted(true);
            setEditing(true);
          }}
        >
          {study ? t('card.edit') : t('card.record')}
        </Button>
      )}
    </span>
  );
  return (
    <Card data-arc-flash>
      <CardHeader title={t('card.title')} titleAs="h2" actions={actions} />
      <CardContent>
        {query.isPending ? (
          <Skeleton className="ee:h-24 ee:w-full" />
        ) : query.isError ? (
          <ErrorState title={t('card.loadError')} onRetry={() => void query.refetch()} />
        ) : study ? (
          <StudyFacts study={study} />
        ) : (
          <p className="ee:m-0 ee:text-[15px] ee:text-muted">{t('card.none')}</p>
        )}
      </CardContent>
      {answer && edits && formWanted && (
        <Suspense fallback={null}>
          <ArcFlashFormDrawer
            answer={answer}
            today={todayIso()}
            open={editing}
            onOpenChange={setEditing}
          />
        </Suspense>
      )}
      {study && (
        <LabelPrintDialog
          open={printing}
          onOpenChange={setPrinting}
          size="md"
          title={t('label.title')}
          description={t('label.description')}
          printLabel={t('label.print')}
        >
          <ArcFlashLabel deviceNumber={device.number} deviceName={device.name} study={study} />
        </LabelPrintDialog>
      )}
    </Card>
  );
}
