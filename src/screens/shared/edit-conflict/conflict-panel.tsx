import { IconGitCompare, IconGitMerge } from '@tabler/icons-react';

import { RadioGroup } from '@/components/form/radio-group';
import { Button } from '@/components/ui/button';
import { deviceFormsNs } from '@/i18n/ns/deviceForms';
import { useKitTranslation } from '@/i18n/use-kit-translation';
import { cn } from '@/lib/cn';
import { isolate } from '@/screens/shared/bidi';

import type { ConflictRow, TakenRow } from './conflict-rows';
import type { MergeSide } from './three-way-merge';

export interface ConflictPanelProps {
  /** The fields only they changed: their values are in the form already. */
  taken: readonly TakenRow[];
  /** The fields both changed to different values. */
  conflicts: readonly ConflictRow[];
  /** The side chosen for each conflicting field so far. */
  choices: Partial<Record<string, MergeSide>>;
  /** Every conflicting field has a choice: the next save goes over their version. */
  resolved: boolean;
  /** One field's choice. */
  onChoose: (field: string, side: MergeSide) => void;
  /** The same side for every conflicting field. */
  onChooseAll: (side: MergeSide) => void;
}

/**
 * Inside a form whose save was refused because someone else saved the record first (412), once
 * merged: what they changed that is now in the form, and for each field both changed, their
 * value (saved now) and mine (typed) to choose from, with the one it had when the form opened.
 * Until every such field has a choice nothing can be saved; then the form saves over theirs.
 */
export function ConflictPanel({
  taken,
  conflicts,
  choices,
  resolved,
  onChoose,
  onChooseAll,
}: ConflictPanelProps) {
  const { t } = useKitTranslation(deviceFormsNs);
  const text = (value: string) =>
    value === '' ? (
      <span className="ee:italic">{t('conflict.empty')}</span>
    ) : (
      <span className="ee:break-words ee:text-heading">{value}</span>
    );
  const status = !resolved
    ? t('conflict.unresolved')
    : taken.length || conflicts.length
      ? t('conflict.merged')
      : t('conflict.none');
  return (
    <section
      aria-label={t('conflict.title')}
      // On the drawer's own surface, a tone's edge: hints and values keep their contrast.
      className={cn(
        'ee:flex ee:flex-col ee:gap-3 ee:rounded-ee ee:border ee:border-s-4 ee:border-tone/50 ee:bg-surface ee:px-4 ee:py-3 ee:text-[15px]',
        resolved ? 'ee:tone-info' : 'ee:tone-warning',
      )}
    >
      <h3 className="ee:m-0 ee:flex ee:items-center ee:gap-2 ee:text-[15px] ee:font-medium ee:text-tone-ink">
        {resolved ? (
          <IconGitMerge aria-hidden size={18} />
        ) : (
          <IconGitCompare aria-hidden size={18} />
        )}
        {t('conflict.title')}
      </h3>
      <p role="status" className="ee:m-0 ee:text-[13px] ee:text-heading">
        {status}
      </p>
      {taken.length > 0 && (
        <div className="ee:flex ee:flex-col ee:gap-1 ee:text-[13px]">
          <p className="ee:m-0 ee:text-text">{t('conflict.taken')}</p>
          <ul
            aria-label={t('conflict.taken')}
            className="ee:m-0 ee:flex ee:list-none ee:flex-col ee:gap-1 ee:p-0"
          >
            {taken.map((row) => (
              <li key={row.field} className="ee:break-words">
                <span className="ee:font-medium ee:text-heading">{row.label}</span>
                {t('conflict.separator')}
                {text(row.now)}{' '}
                <span className="ee:text-muted">
                  {isolate((v) => t('conflict.was', { value: v.value }), {
                    value: row.was === '' ? t('conflict.empty') : row.was,
                  })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {conflicts.length > 0 && (
        <div className="ee:flex ee:flex-col ee:gap-3">
          <p className="ee:m-0 ee:text-[13px] ee:text-text">{t('conflict.both')}</p>
          {conflicts.map((row) => (
            <RadioGroup<MergeSide>
              key={row.field}
              label={row.label}
              hint={isolate((v) => t('conflict.original', { value: v.value }), {
                value: row.original === '' ? t('conflict.empty') : row.original,
              })}
              inline
              value={choices[row.field] ?? ''}
              onChange={(side) => onChoose(row.field, side)}
              options={[
                { value: 'theirs', label: t('conflict.theirs'), description: text(row.theirs) },
                { value: 'mine', label: t('conflict.mine'), description: text(row.mine) },
              ]}
              className="ee:border-t ee:border-tone/25 ee:pt-2"
            />
          ))}
          <div className="ee:flex ee:flex-wrap ee:gap-2">
            <Button size="sm" variant="tonal" color="warning" onClick={() => onChooseAll('theirs')}>
              {t('conflict.useAllTheirs')}
            </Button>
            <Button size="sm" variant="tonal" color="secondary" onClick={() => onChooseAll('mine')}>
              {t('conflict.keepAllMine')}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
