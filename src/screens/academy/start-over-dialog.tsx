import { useState } from 'react';

import { useSetCourseProgress } from '@/api/client/academy';
import type { Course } from '@/api/types/academy';
import { ConfirmDialog } from '@/components/feedback/confirm-dialog';
import { toast } from '@/components/feedback/toast';
import { academyNs } from '@/i18n/ns/academy';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { isolate, isolateText } from '../shared/bidi';
import { useFormat } from '../shared/format';

export interface StartOverDialogProps {
  /** The course to start over; null keeps the dialog closed. */
  course: Course | null;
  /** Called when the dialog closes (cancelled, or done). */
  onClose: () => void;
}

/**
 * Asks before a course's progress goes back to zero, then resets it through the API; a failure
 * (the course is gone, the change could not be stored) shows in the dialog, which stays open.
 */
export function StartOverDialog({ course, onClose }: StartOverDialogProps) {
  const { t } = useKitTranslation(academyNs);
  const f = useFormat();
  const reset = useSetCourseProgress();
  // The last course stays shown while the dialog closes, so the text does not blank out.
  const [shown, setShown] = useState(course);
  if (course && course !== shown) setShown(course);
  return (
    <ConfirmDialog
      open={course !== null}
      onOpenChange={(open) => !open && onClose()}
      initialFocus="cancel"
      title={
        shown
          ? isolate((v) => t('startOver.title', { title: v.title }), { title: shown.courseTitle })
          : ''
      }
      message={
        shown
          ? t('startOver.message', {
              done: f.number(shown.completedTasks),
              total: f.number(shown.totalTasks),
            })
          : undefined
      }
      confirmLabel={t('startOver.confirm')}
      onConfirm={async () => {
        if (!course) return;
        await reset.mutateAsync({ id: course.id, completedTasks: 0 });
        toast.success(t('startOver.done', { title: isolateText(course.courseTitle) }));
      }}
    />
  );
}
