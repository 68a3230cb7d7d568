import { IconGitCompare } from '@tabler/icons-react';
import { Button } from '../../../components/ui/button';
import { useKitTranslation } from '../../../i18n/use-kit-translation';
import type { ConflictRow } from './conflict-rows';
import { devicesNs } from '../../../i18n/ns/devices';

export interface ConflictPanelProps {
  /** The fields someone else changed since the form opened. */
  rows: readonly ConflictRow[];
  /** "Use theirs": the form takes the saved values. */
  onUseTheirs: () => void;
  /** Runs before "Save mine over theirs" submits the form (a submit button inside it). */
  onSaveMine: () => void;
}

/**
 * Inside a form whose save was refused because someone else changed the record (412): what they
 * changed (theirs, saved) beside what is typed here (yours, kept), and the two ways on: save
 * yours over theirs, or take theirs into the form.
 */
export function ConflictPanel({ rows, onUseTheirs, onSaveMine }: ConflictPanelProps) {
  const { t } = useKitTranslation(devicesNs);
  const show = (value: string) => (value === '' ? <span className="ee:italic">{t('conflict.empty')}</span> : value);
  return (
    <section aria-label={t('conflict.title')} className="ee:tone-warning ee:flex ee:flex-col ee:gap-3 ee:rounded-ee ee:border ee:border-tone/40 ee:bg-tone/8 ee:px-4 ee:py-3 ee:text-[15px]">
      <h3 className="ee:m-0 ee:flex ee:items-center ee:gap-2 ee:text-[15px] ee:font-medium ee:text-tone-ink">
        <IconGitCompare aria-hidden size={18} />
        {t('conflict.title')}
      </h3>
      {rows.length > 0 ? (
        <table className="ee:w-full ee:border-collapse ee:text-[13px]">
          <caption className="ee:mb-1 ee:text-start ee:text-text">{t('conflict.intro')}</caption>
          <thead>
            <tr className="ee:text-start ee:text-text">
              <th scope="col" className="ee:py-1 ee:pe-3 ee:text-start ee:font-medium">{t('conflict.field')}</th>
              <th scope="col" className="ee:py-1 ee:pe-3 ee:text-start ee:font-medium">{t('conflict.theirs')}</th>
              <th scope="col" className="ee:py-1 ee:text-start ee:font-medium">{t('conflict.yours')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.field} className="ee:border-t ee:border-line ee:align-top">
                <th scope="row" className="ee:py-1 ee:pe-3 ee:text-start ee:font-medium ee:text-heading">{row.label}</th>
                <td className="ee:py-1 ee:pe-3 ee:break-words">{show(row.theirs)}</td>
                <td className="ee:py-1 ee:break-words">{show(row.yours)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="ee:m-0 ee:text-[13px] ee:text-text">{t('conflict.none')}</p>
      )}
      <div className="ee:flex ee:flex-wrap ee:gap-2">
        <Button type="submit" size="sm" color="warning" onClick={onSaveMine}>
          {t('conflict.saveMine')}
        </Button>
        <Button size="sm" variant="tonal" color="secondary" onClick={onUseTheirs}>
          {t('conflict.useTheirs')}
        </Button>
      </div>
    </section>
  );
}
