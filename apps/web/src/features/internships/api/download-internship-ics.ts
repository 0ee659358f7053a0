import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';

/** 'Añadir al calendario' (ADR 0031): my internship as an .ics file; its errors are the envelope. */
export function downloadInternshipIcs(idPractica: number): Promise<string> {
  return downloadFile({
    path: `/api/Alumno/practicaIcs/${idPractica}`,
    contentType: 'text/calendar',
    fallbackName: `practica-${idPractica}.ics`,
  });
}

export function useDownloadInternshipIcs() {
  return useMutation({ mutationFn: downloadInternshipIcs });
}
