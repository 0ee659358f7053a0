import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';

/** The calendar files of docs/surveys.md 'Calendar files': the student's and the public one. */
export function eventIcsPath(ref: string | number, publicSheet: boolean): string {
  return `/api/${publicSheet ? 'Publico' : 'Alumno'}/eventoIcs/${encodeURIComponent(String(ref))}`;
}

/** 'Añadir al calendario': the .ics answer is a file, not the envelope; its errors are the envelope. */
export function downloadEventIcs({ path, fallbackName }: { path: string; fallbackName: string }): Promise<string> {
  return downloadFile({ path, contentType: 'text/calendar', fallbackName });
}

export function useDownloadEventIcs() {
  return useMutation({ mutationFn: downloadEventIcs });
}
