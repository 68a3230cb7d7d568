import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/feedback/dialog';
import { Button, buttonVariants } from '@/components/ui/button';
import { useCommonText } from '@/components/ui/use-common-text';

export interface CannotDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What cannot be deleted, e.g. "CB cannot be deleted". */
  title: ReactNode;
  /** Why, and what to do first. */
  message: ReactNode;
  /** The way to the fix, e.g. the devices that are in the way, listed in the register. */
  fix?: { label: ReactNode; to: string };
}

/**
 * Said instead of asking "Delete …?" when the answer would be a refusal (a type devices still
 * use, a location that still holds devices or sub-locations): why it cannot go, and a link to
 * what must move first. The API still refuses (409) if the figures were stale.
 */
export function CannotDeleteDialog({
  open,
  onOpenChange,
  title,
  message,
  fix,
}: CannotDeleteDialogProps) {
  const common = useCommonText();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {/* Closed by the footer's Close button (and Escape): one "Close" is enough. */}
      <DialogContent size="sm" title={title} description={message} hideClose>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="tonal" color="secondary">
              {common('actions.close')}
            </Button>
          </DialogClose>
          {fix && (
            <Link to={fix.to} onClick={() => onOpenChange(false)} className={buttonVariants()}>
              {fix.label}
              <IconArrowRight aria-hidden size={18} className="ee:rtl:-scale-x-100" />
            </Link>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
