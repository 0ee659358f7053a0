import { z } from 'zod';

/**
 * Files of the office's content (issue #12 item 11): a guide's PDF, a guide's or an event's
 * picture, answered from the platform's file storage with their type and name. The guide's
 * `urlFichero` / `ulrImagen` and the event's `ulrImagenPrincipal` point here.
 */
export const CONTENT_FILE_PATH = '/api/Publico/ficheroContenido';

/** Ids are 32-bit positive integers (issue #12 item 2). */
export const ZContentFileParams = z.object({
  id: z.coerce.number({ error: 'malformed' }).int('malformed').positive('malformed').max(2_147_483_647, 'malformed'),
});

/** The answer is the file itself, not the envelope (errors still are). */
export const ZContentFileBody = z.string().describe('the file: application/pdf, image/png...');
