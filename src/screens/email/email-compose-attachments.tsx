import { EMAIL_COMPOSE_LIMITS, type EmailAttachment } from '@/api/types/email';
import { FileDropZone } from '@/components/form/file-drop-zone';
import { FileListItem } from '@/components/form/file-list-item';
import { emailNs } from '@/i18n/ns/email';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { isolateText } from '../shared/bidi';
import { useSizeFormat } from './email-format';

export interface EmailComposeAttachmentsProps {
  /** The forwarded message's or the draft's files, kept unless removed. */
  kept: EmailAttachment[];
  /** Files chosen here. */
  files: File[];
  /** Both lists after a change (the form's attachments follow). */
  onChange: (kept: EmailAttachment[], files: File[]) => void;
  /** The drop zone's refusals (too large), shown until the next choice. */
  onRefusalsChange: (refusals: string[]) => void;
  error: string | undefined;
}

/** The compose dialog's files: the kept ones, each removable, and a drop zone for new ones. */
export function EmailComposeAttachments({
  kept,
  files,
  onChange,
  onRefusalsChange,
  error,
}: EmailComposeAttachmentsProps) {
  const { t } = useKitTranslation(emailNs);
  const size = useSizeFormat();
  return (
    <>
      {kept.length > 0 && (
        <div className="ee:flex ee:flex-col ee:gap-1.5">
          <p className="ee:m-0 ee:text-[13px] ee:font-medium ee:text-heading">
            {t('compose.forwarded', { count: kept.length })}
          </p>
          <ul className="ee:m-0 ee:flex ee:list-none ee:flex-col ee:gap-1.5 ee:p-0">
            {kept.map((a, i) => (
              <FileListItem
                key={`${a.fileName}-${i}`}
                name={a.fileName}
                size={size(a.size)}
                removeLabel={t('compose.removeAttachment', {
                  name: isolateText(a.fileName),
                })}
                onRemove={() =>
                  onChange(
                    kept.filter((_, j) => j !== i),
                    files,
                  )
                }
              />
            ))}
          </ul>
        </div>
      )}
      <FileDropZone
        label={t('compose.attachments')}
        hint={t('compose.attachmentsHint', {
          count: EMAIL_COMPOSE_LIMITS.attachments,
          size: size(EMAIL_COMPOSE_LIMITS.attachmentBytes),
        })}
        value={files}
        maxSize={EMAIL_COMPOSE_LIMITS.attachmentBytes}
        onChange={(next) => {
          onRefusalsChange([]);
          onChange(kept, next);
        }}
        onReject={onRefusalsChange}
        error={error}
      />
    </>
  );
}
