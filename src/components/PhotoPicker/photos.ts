import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LIMITS } from '../../contract/choices';

export const PHOTO_ADDED = msg`Photo added successfully!`;
export const NOT_AN_IMAGE = msg`Please select an image file`;
export const TOO_LARGE = msg`Image size should be less than 5MB`;
/** What the picker says when `readPhoto` fails. */
export const READ_FAILED = msg`Failed to read image file`;

/** The rules on a chosen file: an image, at most 5 MB. */
export function checkPhoto(file: Pick<File, 'type' | 'size'>): MessageDescriptor | null {
  if (!file.type.startsWith('image/')) return NOT_AN_IMAGE;
  if (file.size > LIMITS.maxImageBytes) return TOO_LARGE;
  return null;
}

/** Longest side kept: a 6-photo signup stays a small request however large the originals. */
const MAX_SIDE = 1080;

/**
 * Reads an image file into a data URL, scaled down in the browser when larger than MAX_SIDE.
 * Fails when the browser cannot decode the file (the picker then says READ_FAILED).
 */
export async function readPhoto(file: File): Promise<string> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new Error(`Cannot decode ${file.name || 'the file'} as an image`);
  }
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', 0.85);
}
