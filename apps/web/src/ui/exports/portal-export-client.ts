import { api } from '../../lib/api-client';
import { downloadFile } from '../../lib/download-file';
import type { TExportClient } from './export-menu';

/** The export calls with the portal's session (a company's lists); the console passes officeApi. */
export const portalExportClient: TExportClient = {
  get: (path) => api.get(path),
  post: (path, body) => api.post(path, body),
  download: (path, fallbackName) => downloadFile({ path, fallbackName }),
};
