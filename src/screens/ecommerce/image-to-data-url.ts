/**
 * A chosen photo as a small JPEG data URL that fits what a product keeps
 * (PRODUCT_IMAGE_MAX_CHARS): scaled down and re-encoded in steps until it fits. The simulation
 * has no file store, so the image travels in the product itself.
 */

/** Why an image could not be kept. */
export class ImageReadError extends Error {
  constructor(readonly reason: 'unreadable' | 'tooLarge') {
    super(reason);
  }
}

const SIDES = [800, 640, 480, 360, 240] as const;
const QUALITIES = [0.85, 0.7, 0.55] as const;

export async function imageToDataUrl(file: Blob, maxChars: number): Promise<string> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new ImageReadError('unreadable');
  }
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d');
    if (!context) throw new ImageReadError('unreadable');
    for (const side of SIDES) {
      const scale = Math.min(1, side / Math.max(bitmap.width, bitmap.height));
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      // JPEG has no transparency: a transparent PNG sits on white, as on the product page.
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      for (const quality of QUALITIES) {
        const url = canvas.toDataURL('image/jpeg', quality);
        if (url.length <= maxChars) return url;
      }
    }
  } finally {
    bitmap.close();
  }
  throw new ImageReadError('tooLarge');
}
