import { FILE_MAX_BYTES, UPLOAD_EXTENSIONS } from '@portal/contracts/limits';

/** The extension of a file name, lower case, without the dot ('' when none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** SPEC §5 Files: the general whitelist and the 2000 KB limit, checked before sending. */
export function checkFile(file: { name: string; size: number }, allowed: readonly string[] = UPLOAD_EXTENSIONS): 'type' | 'size' | null {
  if (!allowed.includes(extensionOf(file.name))) return 'type';
  if (file.size > FILE_MAX_BYTES) return 'size';
  return null;
}

/** The file's content as base64 (without the data-URL prefix). */
export function readBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = String(reader.result ?? '');
      resolve(result.slice(result.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
