import { useMutation } from '@tanstack/react-query';
import type { TDataExport } from '@portal/contracts/cv/cv-export.schemas';
import { api } from '../../../lib/api-client';
import { todayIso } from '../../../lib/dates';

/** GET /api/Alumno/descargaMisDatos (GDPR Art. 15/20, docs/account.md): everything kept about me. */
export async function downloadMyData(): Promise<TDataExport> {
  const { datos } = await api.get<TDataExport>('/api/Alumno/descargaMisDatos');
  return datos;
}

/** Saves the export as `mis-datos-YYYY-MM-DD.json` through a temporary link. */
export function saveAsJson(datos: unknown, today: string = todayIso()): void {
  const blob = new Blob([JSON.stringify(datos, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `mis-datos-${today}.json`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData, onSuccess: (datos) => saveAsJson(datos) });
}
