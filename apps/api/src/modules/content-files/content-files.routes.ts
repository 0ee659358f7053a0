import { CONTENT_FILE_PATH, ZContentFileParams } from '@portal/contracts/content-files/content-files.schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendStoredDocument } from '../../platform/download';
import { contentFile } from './content-files.service';
import { fileResponse, MEDIA } from '../../platform/openapi-media';

/**
 * issue #12 item 11: guides' PDFs and guides' and events' pictures come from the platform's file
 * storage with their type and file name ('Descargar la guía' saves the PDF). No sign-in: an
 * <img> sends no token, and the public event page shows its picture.
 */
export const contentFilesRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    `${CONTENT_FILE_PATH}/:id`,
    {
      schema: {
        tags: ['guides', 'events'],
        summary: "A guide's PDF or a guide's or event's picture, with its type and name (404/1 when missing)",
        params: ZContentFileParams,
        response: { 200: fileResponse(MEDIA.storedFile, 'The file (a PDF or a picture), as an attachment') },
      },
    },
    async (request, reply) =>
      sendStoredDocument(reply, app.storage, await contentFile(app.db, request.brand, request.params.id)),
  );
};
