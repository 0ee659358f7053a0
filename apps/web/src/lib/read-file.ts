import { FILE_MAX_BYTES } from '@portal/contracts/limits';

/** SPEC §5 Files: 2000 KB per upload. */
export const MAX_UPLOAD_BYTES = FILE_MAX_BYTES;

/** The lower-case extension of a file name, without the dot ('' when it has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The file's content as base64 without the data-URL prefix (SPEC §3 ficheroB64ParaAltas). */
export function readAsBase64(file: Blob): Promise<string> {
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
