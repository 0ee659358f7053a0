import { FILE_MAX_BYTES, PHOTO_MAX_PX, UPLOAD_EXTENSIONS } from '@portal/contracts/limits';

/**
 * SPEC §5 Files, checked in the browser before anything is sent (the API checks again):
 * 2000 KB, the general whitelist (or a narrower one), base64 plus extension.
 */
export const GENERAL_EXTENSIONS: readonly string[] = UPLOAD_EXTENSIONS;

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export type TFileProblem = 'type' | 'size' | null;

/** 'type' for a disallowed extension, 'size' over 2000 KB (SPEC §5: offer a URL then). */
export function fileProblem(file: File, extensions: readonly string[] = GENERAL_EXTENSIONS): TFileProblem {
  if (!extensions.includes(extensionOf(file.name))) return 'type';
  if (file.size > FILE_MAX_BYTES) return 'size';
  return null;
}

/** The file's content as base64 without the data-URL prefix. */
export function readAsBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = String(reader.result ?? '');
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

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
