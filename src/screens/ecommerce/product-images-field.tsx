import { IconX } from '@tabler/icons-react';
import { useState } from 'react';

import {
  PRODUCT_IMAGE_MAX_CHARS,
  PRODUCT_IMAGES_MAX,
  type ProductImage,
} from '@/api/types/ecommerce';
import { FileDropZone } from '@/components/form/file-drop-zone';
import { ecommerceNs } from '@/i18n/ns/ecommerce';
import { useKitTranslation } from '@/i18n/use-kit-translation';

import { isolateText } from '../shared/bidi';
import { ImageReadError, imageToDataUrl } from './image-to-data-url';

export interface ProductImagesFieldProps {
  /** The images kept so far (data URLs), the first being the product's picture. */
  value: ProductImage[];
  /** Called with the new list. */
  onChange: (images: ProductImage[]) => void;
  /** An error of the field (from the form or the API). */
  error?: string;
}

const ACCEPT = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/webp': ['.webp'],
  'image/gif': ['.gif'],
};
/** The largest photo accepted before it is scaled down. */
const MAX_FILE_BYTES = 15 * 1024 * 1024;

/**
 * The product's images: a drop zone (or browse), each photo scaled down to a small JPEG kept in
 * the product, previews with the first marked as the cover, and a remove button each. Files
 * that are no image, too large or past the four allowed are named in a message.
 */
export function ProductImagesField({ value, onChange, error }: ProductImagesFieldProps) {
  const { t } = useKitTranslation(ecommerceNs);
  const [problems, setProblems] = useState<string[]>([]);
  const [reading, setReading] = useState(0);

  const add = async (files: File[]) => {
    const room = PRODUCT_IMAGES_MAX - value.length;
    const taken = files.slice(0, Math.max(0, room));
    const refused = files
      .slice(taken.length)
      .map((f) =>
        t('productAdd.images.tooMany', { name: isolateText(f.name), max: PRODUCT_IMAGES_MAX }),
      );
    setReading((n) => n + taken.length);
    const read = await Promise.all(
      taken.map(async (file) => {
        try {
          return { name: file.name, src: await imageToDataUrl(file, PRODUCT_IMAGE_MAX_CHARS) };
        } catch (e) {
          refused.push(
            t(
              e instanceof ImageReadError && e.reason === 'tooLarge'
                ? 'productAdd.images.tooLarge'
                : 'productAdd.images.unreadable',
              { name: isolateText(file.name) },
            ),
          );
          return null;
        }
      }),
    );
    setReading((n) => n - taken.length);
    setProblems(refused);
    const kept = read.filter((x): x is ProductImage => x !== null);
    if (kept.length) onChange([...value, ...kept]);
  };

  return (
    <div className="ee:flex ee:flex-col ee:gap-3">
      <FileDropZone
        label={t('productAdd.images.label')}
        hint={t('productAdd.images.hint', { max: PRODUCT_IMAGES_MAX })}
        error={error}
        value={[]}
        accept={ACCEPT}
        maxSize={MAX_FILE_BYTES}
        disabled={value.length >= PRODUCT_IMAGES_MAX}
        onChange={(files) => void add(files)}
        onReject={setProblems}
      />
      {problems.length > 0 && (
        <ul
          role="alert"
          className="ee:m-0 ee:flex ee:list-none ee:flex-col ee:gap-1 ee:p-0 ee:text-[13px] ee:text-[var(--ee-error-ink)]"
        >
          {problems.map((p, i) => (
            <li key={i}>{p}</li>
          ))}
        </ul>
      )}
      {reading > 0 && (
        <p role="status" className="ee:m-0 ee:text-[13px] ee:text-muted">
          {t('productAdd.images.reading')}
        </p>
      )}
      {value.length > 0 && (
        <ul
          aria-label={t('productAdd.images.chosen')}
          className="ee:m-0 ee:grid ee:list-none ee:grid-cols-2 ee:gap-3 ee:p-0 ee:sm:grid-cols-4"
        >
          {value.map((image, i) => (
            <li
              key={`${image.name}-${i}`}
              className="ee:relative ee:overflow-hidden ee:rounded-ee ee:border ee:border-line"
            >
              <img
                src={image.src}
                alt={image.name}
                className="ee:block ee:aspect-square ee:w-full ee:object-cover"
              />
              <div className="ee:flex ee:items-center ee:gap-1 ee:px-2 ee:py-1.5">
                <span
                  dir="auto"
                  className="ee:min-w-0 ee:flex-1 ee:truncate ee:text-[13px] ee:text-heading"
                  title={image.name}
                >
                  {image.name}
                </span>
                <button
                  type="button"
                  aria-label={t('productAdd.images.remove', { name: isolateText(image.name) })}
                  onClick={() => onChange(value.filter((_, j) => j !== i))}
                  className="ee:inline-flex ee:size-6 ee:shrink-0 ee:cursor-pointer ee:items-center ee:justify-center ee:rounded-full ee:text-muted ee:hover:bg-surface-2 ee:hover:text-heading"
                >
                  <IconX aria-hidden size={16} />
                </button>
              </div>
              {i === 0 && (
                <span className="ee:tone-primary ee:absolute ee:start-2 ee:top-2 ee:rounded-[4px] ee:bg-tone-solid ee:px-1.5 ee:py-0.5 ee:text-[11px] ee:font-medium ee:text-white">
                  {t('productAdd.images.cover')}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
