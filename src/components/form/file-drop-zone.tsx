import type { ReactNode } from 'react';
import { useDropzone, type Accept, type FileRejection } from 'react-dropzone';
import { IconFile, IconUpload, IconX } from '@tabler/icons-react';
import { cn } from '../../lib/cn';
import { Field } from './field';
import { useTableText } from '../table/use-table-text';

export interface FileDropZoneProps {
  /** The label above the zone. */
  label?: ReactNode;
  /** Help text (defaults to the allowed types). */
  hint?: ReactNode;
  /** Error message. */
  error?: ReactNode;
  /** Adds the required mark. */
  required?: boolean;
  /** The chosen files. */
  value: readonly File[];
  /** Called with the new list of files. */
  onChange: (files: File[]) => void;
  /** Called with files refused (type, size), as messages. */
  onReject?: (messages: string[]) => void;
  /** Allowed types, e.g. `{ 'image/*': ['.png', '.jpg'], 'application/pdf': ['.pdf'] }`. */
  accept?: Accept;
  /** Largest file in bytes. */
  maxSize?: number;
  /** Several files (default) or one (a new file replaces it). */
  multiple?: boolean;
  /** Disables the zone. */
  disabled?: boolean;
  /** Id of the file input. */
  id?: string;
  /** Classes of the Field wrapper. */
  className?: string;
}

function formatSize(bytes: number): string {
  return bytes >= 1048576 ? `${(bytes / 1048576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Drag-and-drop or click-to-browse file picker (react-dropzone) with the chosen files listed. */
export function FileDropZone({ label, hint, error, required, value, onChange, onReject, accept, maxSize, multiple = true, disabled, id, className }: FileDropZoneProps) {
  const t = useTableText();
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept,
    maxSize,
    multiple,
    disabled,
    onDrop: (accepted: File[], rejected: FileRejection[]) => {
      if (accepted.length) onChange(multiple ? [...value, ...accepted] : accepted.slice(0, 1));
      if (rejected.length)
        onReject?.(rejected.map((r) => (r.errors.some((e) => e.code === 'file-too-large') && maxSize ? t('form.fileTooLarge', { name: r.file.name, size: formatSize(maxSize) }) : t('form.fileRejected', { name: r.file.name }))));
    },
  });
  const types = accept ? Object.values(accept).flat().join(', ') : '';
  return (
    <Field label={label} hint={hint ?? (types ? t('form.fileTypes', { types }) : undefined)} error={error} required={required} id={id} className={className}>
      {(control) => (
        <div className="flex flex-col gap-2">
          <div
            {...getRootProps({
              className: cn(
                'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-ee border-2 border-dashed border-line px-6 py-8 text-center transition-colors hover:border-primary focus-visible:border-primary',
                isDragActive && 'border-primary bg-primary/8',
                control['aria-invalid'] && 'border-error',
                disabled && 'cursor-not-allowed opacity-60',
              ),
              'aria-describedby': control['aria-describedby'],
              'aria-labelledby': undefined,
            })}
          >
            <input {...getInputProps({ id: control.id, 'aria-invalid': control['aria-invalid'], 'aria-describedby': control['aria-describedby'] })} />
            <span className="tone-primary flex size-10 items-center justify-center rounded-ee bg-tone/16 text-tone-ink" aria-hidden>
              <IconUpload size={22} />
            </span>
            <span className="text-[15px] font-medium text-heading">{isDragActive ? t('form.dropActive') : t('form.dropFiles')}</span>
          </div>
          {value.length > 0 && (
            <ul className="m-0 flex list-none flex-col gap-1.5 p-0">
              {value.map((f, i) => (
                <li key={`${f.name}-${i}`} className="flex items-center gap-2.5 rounded-ee border border-line px-3 py-2">
                  <IconFile aria-hidden size={18} className="shrink-0 text-muted" />
                  <span className="min-w-0 flex-1 truncate text-[15px] text-heading">{f.name}</span>
                  <span className="text-[13px] text-muted">{formatSize(f.size)}</span>
                  <button
                    type="button"
                    aria-label={t('form.removeFile', { name: f.name })}
                    onClick={() => onChange(value.filter((_, j) => j !== i))}
                    className="inline-flex size-6 cursor-pointer items-center justify-center rounded-full text-muted hover:bg-surface-2 hover:text-heading"
                  >
                    <IconX aria-hidden size={16} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Field>
  );
}
