import {
  ZAddDocumentBody,
  ZAddedDocument,
  ZProfileImage,
  ZProfileImageBody,
} from '@portal/contracts/cv/cv-documents.schemas';
import { ZIdBody } from '@portal/contracts/cv/cv-fields.schemas';
import { ok, ZEnvelope, ZEmptyEnvelope } from '@portal/contracts/envelope';
import { ZIdPathParams } from '@portal/contracts/validation/ids';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate } from '../../platform/auth';
import { sendDownload } from '../../platform/download';
import { addDocument, deleteDocument, editProfileImage, readDocument } from './cv-documents.service';
import { fileResponse, MEDIA } from '../../platform/openapi-media';

/** Files of the CV (SPEC §7 addDoc, delDoc, editImagenPerfil) and their download. */
export const cvDocumentsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: [authenticate(['student'])] };
  const doc = (summary: string) => ({ tags: ['cv', 'student'], summary, security: [{ bearer: [] }] });
  const deps = { db: app.db, storage: app.storage };

  app.post(
    '/api/Alumno/addDoc',
    {
      ...base,
      schema: {
        ...doc('Uploads a document, a private document or my CV (46, 56)'),
        body: ZAddDocumentBody,
        response: { 200: ZEnvelope(ZAddedDocument) },
      },
    },
    async (request) => ok(await addDocument(deps, request.user.userId, request.body)),
  );

  app.post(
    '/api/Alumno/delDoc',
    { ...base, schema: { ...doc('Deletes one of my documents'), body: ZIdBody, response: { 200: ZEmptyEnvelope } } },
    async (request) => {
      await deleteDocument(app.db, request.user.userId, request.body.id);
      return ok(null);
    },
  );

  app.post(
    '/api/Alumno/editImagenPerfil',
    {
      ...base,
      schema: {
        ...doc('My profile photo (max 1000 px, 526)'),
        body: ZProfileImageBody,
        response: { 200: ZEnvelope(ZProfileImage) },
      },
    },
    async (request) => ok(await editProfileImage(deps, request.user.userId, request.body)),
  );

  // Beyond the spec: the `enlace` of a CV document. Answers the bytes, never inline HTML.
  app.get(
    '/api/Alumno/dameDocumentoCv/:id',
    {
      ...base,
      schema: {
        ...doc('Downloads one of my documents'),
        params: ZIdPathParams,
        response: { 200: fileResponse(MEDIA.storedFile, 'The file, as an attachment') },
      },
    },
    async (request, reply) => {
      return sendDownload(reply, await readDocument(deps, request.user.userId, request.params.id));
    },
  );
};
