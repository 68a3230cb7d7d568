import { Link } from 'react-router';

import type { TestResultCreated } from '@/api/types/electrical-tests';
import { Dialog, DialogBody, DialogContent, DialogFooter } from '@/components/feedback/dialog';
import { Button } from '@/components/ui/button';
import { useScreenPaths, workOrderHref } from '@/screens/paths';

import { useTestText } from './use-test-text';
import { VerdictChip } from './verdict-chip';

export interface RecordedDialogProps {
  /** The API's answer to the save; null when closed. */
  recorded: TestResultCreated | null;
  onClose: () => void;
}

/**
 * What the save did, as the API answered it: the verdict and its rule, the corrective order it
 * raised (a link to it), and the condition grade when a fail moved it.
 */
export function RecordedDialog({ recorded, onClose }: RecordedDialogProps) {
  const { t, ruleText } = useTestText();
  const paths = useScreenPaths();
  const result = recorded?.result;
  return (
    <Dialog open={!!result} onOpenChange={(open) => !open && onClose()}>
      {result && (
        <DialogContent size="sm" title={t('record.savedTitle')}>
          <DialogBody className="ee:flex ee:flex-col ee:gap-3">
            <p className="ee:m-0 ee:flex ee:flex-wrap ee:items-center ee:gap-2">
              <VerdictChip verdict={result.verdict} label={t(`verdict.${result.verdict}`)} />
              <span data-testid="recorded-rule">{ruleText(result.rule)}</span>
            </p>
            {result.correctiveOrderNumber && (
              <p className="ee:m-0">
                {t('record.correctiveOrder')}{' '}
                <Link
                  to={workOrderHref(paths, result.correctiveOrderNumber)}
                  className="ee:font-medium ee:text-primary-ink ee:hover:underline"
                >
                  {result.correctiveOrderNumber}
                </Link>
              </p>
            )}
            {result.conditionAfter !== result.conditionBefore && (
              <p className="ee:m-0">
                {t('record.conditionChanged', {
                  before: result.conditionBefore,
                  after: result.conditionAfter,
                })}
              </p>
            )}
          </DialogBody>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {t('record.close')}
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
