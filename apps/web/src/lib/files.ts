import { FILE_MAX_BYTES, FILE_MAX_KB, UPLOAD_EXTENSIONS } from '@portal/contracts/limits';

/**
 * The web's one set of file helpers (issue #13 part 4). SPEC §5 Files, checked in the browser before
 * anything is sent (the API checks again): 2000 KB, the general whitelist of contracts (or a
 * narrower one: PDF only, the photo's images), base64 plus extension.
 */

/** SPEC §5 Files: the general upload whitelist (contracts' `UPLOAD_EXTENSIONS`). */
export const GENERAL_EXTENSIONS: readonly string[] = UPLOAD_EXTENSIONS;

/** SPEC §5/§9: 2000 KB per upload. */
export const MAX_UPLOAD_BYTES = FILE_MAX_BYTES;
export const MAX_UPLOAD_KB = FILE_MAX_KB;

/** The lower-case extension of a file name, without the dot ('' when it has none; '.pdf' has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The `accept` attribute of a file input for these extensions ('.pdf,.doc'). */
export function acceptOf(extensions: readonly string[]): string {
  return extensions.map((ext) => `.${ext}`).join(',');
}

export type TFileProblem = 'type' | 'size' | null;

/** 'type' for an extension outside `extensions`, 'size' over 2000 KB (SPEC §5: a URL may be given then), else null. */
export function fileProblem(
  file: { name: string; size: number },
  extensions: readonly string[] = GENERAL_EXTENSIONS,
): TFileProblem {
  if (!extensions.includes(extensionOf(file.name))) return 'type';
  if (file.size > MAX_UPLOAD_BYTES) return 'size';
  return null;
}

/**
 * The file's content as base64 without the data-URL prefix (SPEC §3 ficheroB64ParaAltas);
 * `onProgress` gets 0-100 while it is read (the upload widget's bar, issue #16 part 5).
 */
export function readAsBase64(file: Blob, onProgress?: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    if (onProgress)
      reader.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
      };
    reader.onload = () => {
      const url = String(reader.result ?? '');
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
