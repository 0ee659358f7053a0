import { PHOTO_MAX_PX } from '@portal/contracts/limits';

/** The profile photo's checks (SPEC §5/§9); the general file helpers are lib/files.ts. */

/** Width and height of an image file as the browser decodes it. */
export function imageSize(file: File): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: img.naturalWidth, height: img.naturalHeight });
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('not an image'));
    };
    img.src = url;
  });
}

/** SPEC §5/§9: the profile photo is at most 1000 px in either direction. */
export function photoTooLarge(size: { width: number; height: number }): boolean {
  return size.width > PHOTO_MAX_PX || size.height > PHOTO_MAX_PX;
}
