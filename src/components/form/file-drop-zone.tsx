import { IconUpload } from '@tabler/icons-react';
import { useDropzone, type Accept, type FileRejection } from 'react-dropzone';

import { cn } from '@/lib/cn';

import { useTableText } from '../table/use-table-text';
import { Field, type FieldBaseProps } from './field';
import { FileListItem } from './file-list-item';

export interface FileDropZoneProps extends FieldBaseProps {
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
  /** Id of the drop zone (the control a keyboard reaches). */
  id?: string;
  /** Classes of the Field wrapper. */
  className?: string;
}

function formatSize(bytes: number): string {
  return bytes >= 1048576
    ? `${(bytes / 1048576).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Drag-and-drop or click-to-browse file picker (react-dropzone) with the chosen files listed. */
export function FileDropZone({
  label,
  hint,
  error,
  required,
  value,
  onChange,
  onReject,
  accept,
  maxSize,
  multiple = true,
  disabled,
  id,
  className,
}: FileDropZoneProps) {
  const t = useTableText();
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept,
    maxSize,
    multiple,
    disabled,
    onDrop: (accepted: File[], rejected: FileRejection[]) => {
      if (accepted.length) onChange(multiple ? [...value, ...accepted] : accepted.slice(0, 1));
      if (rejected.length)
        onReject?.(
          rejected.map((r) =>
            r.errors.some((e) => e.code === 'file-too-large') && maxSize
              ? t('form.fileTooLarge', { name: r.file.name, size: formatSize(maxSize) })
              : t('form.fileRejected', { name: r.file.name }),
          ),
        );
    },
  });
  const types = accept ? Object.values(accept).flat().join(', ') : '';
  return (
    <Field
      labelAs="span"
      label={label}
      hint={hint ?? (types ? t('form.fileTypes', { types }) : undefined)}
      error={error}
      required={required}
      id={id}
      className={className}
    >
      {(control) => {
        const instructionId = `${control.id}-instruction`;
        return (
          <div className="ee:flex ee:flex-col ee:gap-2">
            <div>
              {/*
                The zone is the control a keyboard reaches (react-dropzone's root is role=presentation):
                a button named by the field's label, then the words it shows (so a voice user can say them).
              */}
              <div
                {...getRootProps({
                  id: control.id,
                  role: 'button',
                  className: cn(
                    'ee:flex ee:cursor-pointer ee:flex-col ee:items-center ee:justify-center ee:gap-2 ee:rounded-ee ee:border-2 ee:border-dashed ee:border-line ee:px-6 ee:py-8 ee:text-center ee:transition-colors ee:hover:border-primary ee:focus-visible:border-primary',
                    isDragActive && 'ee:border-primary ee:bg-primary/8',
                    control['aria-invalid'] && 'ee:border-error',
                    disabled && 'ee:cursor-not-allowed ee:opacity-60',
                  ),
                  'aria-labelledby': label ? `${control.id}-label ${instructionId}` : undefined,
                  'aria-describedby': control['aria-describedby'],
                  'aria-invalid': control['aria-invalid'],
                })}
              >
                <span
                  className="ee:tone-primary ee:flex ee:size-10 ee:items-center ee:justify-center ee:rounded-ee ee:bg-tone/16 ee:text-tone-ink"
                  aria-hidden
                >
                  <IconUpload size={22} />
                </span>
                <span id={instructionId} className="ee:text-[15px] ee:font-medium ee:text-heading">
                  {isDragActive ? t('form.dropActive') : t('form.dropFiles')}
                </span>
              </div>
              {/*
                Outside the zone, or the button would hold a second control (axe nested-interactive).
                Hidden from assistive tech: it is the zone's means, never focused (tabIndex -1), and
                react-dropzone would name it "file upload" in every language.
              */}
              <input {...getInputProps({ 'aria-hidden': true })} />
            </div>
            {value.length > 0 && (
              <ul className="ee:m-0 ee:flex ee:list-none ee:flex-col ee:gap-1.5 ee:p-0">
                {value.map((f, i) => (
                  <FileListItem
                    key={`${f.name}-${i}`}
                    name={f.name}
                    size={formatSize(f.size)}
                    removeLabel={t('form.removeFile', { name: f.name })}
                    onRemove={() => onChange(value.filter((_, j) => j !== i))}
                  />
                ))}
              </ul>
            )}
          </div>
        );
      }}
    </Field>
  );
}
