import { IconAlertTriangleFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { arcFlashSignal } from '@/api/shared/arc-flash';
import type { ArcFlashStudy } from '@/api/types/arc-flash';
import { arcFlashNs } from '@/i18n/ns/arcFlash';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';
import { useFormat } from '@/screens/shared/format';

export interface ArcFlashLabelProps {
  deviceNumber: string;
  deviceName: string;
  study: ArcFlashStudy;
}

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div className="ee:flex ee:items-baseline ee:justify-between ee:gap-3 ee:border-t ee:border-black ee:px-3 ee:py-1.5">
      <dt className="ee:text-[11px] ee:font-medium">{label}</dt>
      <dd className="ee:m-0 ee:text-end ee:text-[13px] ee:font-bold ee:tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * The arc-flash label in the NFPA 70E 130.5(H) layout (docs/domain/arc-flash.md), 100 mm wide,
 * black on white with the signal word's band: WARNING on orange, DANGER on red above 40 cal/cm².
 * The figures print with their units; the hazard is the incident energy at the working distance
 * or the PPE category, as the study gives it.
 */
export function ArcFlashLabel({ deviceNumber, deviceName, study }: ArcFlashLabelProps) {
  const { t } = useKitTranslation(arcFlashNs);
  const fmt = useFormat();
  const danger = arcFlashSignal(study) === 'danger';
  // A value with its unit stays one piece in right-to-left text.
  const mm = (v: number) => <bdi>{`${fmt.number(v, 0)} mm`}</bdi>;
  return (
    <div
      role="img"
      aria-label={t('label.preview', { number: deviceNumber })}
      data-signal={danger ? 'danger' : 'warning'}
      className="ee:w-[100mm] ee:overflow-hidden ee:rounded-[4px] ee:border-2 ee:border-black ee:bg-white ee:text-black"
    >
      <div
        className={cn(
          'ee:flex ee:items-center ee:justify-center ee:gap-2 ee:py-2 ee:text-[22px] ee:font-black ee:tracking-wide',
          danger ? 'ee:bg-[#C8102E] ee:text-white' : 'ee:bg-[#FF7900] ee:text-black',
        )}
      >
        <IconAlertTriangleFilled aria-hidden size={24} />
        {danger ? t('label.danger') : t('label.warning')}
      </div>
      <div className="ee:px-3 ee:py-2 ee:text-center">
        <div className="ee:text-[15px] ee:font-bold">{t('label.hazard')}</div>
        <div className="ee:text-[11px]">{t('label.ppe')}</div>
      </div>
      <dl className="ee:m-0">
        <Row label={t('fields.nominalVoltage')}>
          <bdi>{`${fmt.number(study.nominalVoltage, 0)} V`}</bdi>
        </Row>
        <Row label={t('fields.arcFlashBoundary')}>{mm(study.arcFlashBoundary)}</Row>
        {study.incidentEnergy !== null ? (
          <Row label={t('fields.incidentEnergy')}>
            <bdi>
              {t('card.hazardEnergy', {
                value: fmt.number(study.incidentEnergy, 1),
                distance: fmt.number(study.workingDistance, 0),
              })}
            </bdi>
          </Row>
        ) : (
          <Row label={t('fields.ppeCategory')}>{study.ppeCategory}</Row>
        )}
        {study.limitedApproach !== null && (
          <Row label={t('fields.limitedApproach')}>{mm(study.limitedApproach)}</Row>
        )}
        {study.restrictedApproach !== null && (
          <Row label={t('fields.restrictedApproach')}>{mm(study.restrictedApproach)}</Row>
        )}
        <Row label={t('label.studyDate')}>
          {fmt.date(study.studyDate)}
          {study.reference && (
            <>
              {' · '}
              <bdi>{study.reference}</bdi>
            </>
          )}
        </Row>
        <Row label={t('label.equipment')}>
          <span className="ee:font-mono">{deviceNumber}</span>{' '}
          <span className="ee:font-medium">
            <bdi>{deviceName}</bdi>
          </span>
        </Row>
      </dl>
    </div>
  );
}
