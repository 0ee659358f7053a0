import { ZDataExport } from '@portal/contracts/cv/cv-export.schemas';
import { ZIdBody } from '@portal/contracts/cv/cv-fields.schemas';
import { ZEditEmailBody, ZEditPersonalDataBody } from '@portal/contracts/cv/cv-personal.schemas';
import { ZWorkPermitBody } from '@portal/contracts/cv/cv-sections.schemas';
import { ZEditStudyBody, ZNewId, ZStudyBody, ZUniversityStudyBody } from '@portal/contracts/cv/cv-studies.schemas';
import { ZCurrentDegreeList, ZCv, ZMissingPersonalData } from '@portal/contracts/cv/cv.schemas';
import { ok, ZEnvelope, ZEmptyEnvelope } from '@portal/contracts/envelope';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authenticate } from '../../platform/auth';
import { currentDegrees, readCv } from './cv-read.service';
import { exportStudentData } from './data-export.service';
import { editEmail, editPersonalData, editWorkPermit, missingPersonalData } from './personal-data.service';
import { addStudy, addUniversityStudy, deleteStudy, editStudy, withdrawUniversityStudy } from './studies.service';

/**
 * The student's CV: reading, personal data and studies (SPEC §7 Student 'Studies', 'Personal data
 * and CV'). Every call is the signed-in student's own: the user id comes from the token only.
 */
export const cvRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: [authenticate(['student'])] };
  const doc = (summary: string) => ({ tags: ['cv', 'student'], summary, security: [{ bearer: [] }] });
  const done = { 200: ZEmptyEnvelope };

  app.get(
    '/api/Alumno/dameCvUsuario',
    { ...base, schema: { ...doc('My CV, every section of SPEC §3'), response: { 200: ZEnvelope(ZCv) } } },
    async (request) => ok(await readCv(app.db, request.brand, request.user.userId)),
  );

  app.get(
    '/api/Alumno/dameTitulacionesActuales',
    {
      ...base,
      schema: { ...doc('My current degrees of this university'), response: { 200: ZEnvelope(ZCurrentDegreeList) } },
    },
    async (request) => ok(await currentDegrees(app.db, request.user.userId, request.user.lang)),
  );

  app.get(
    '/api/Alumno/faltanDatosPersonalesObligatorios',
    {
      ...base,
      schema: {
        ...doc('Missing required personal data (popup) and the social-security request (518)'),
        response: { 200: ZEnvelope(ZMissingPersonalData) },
      },
    },
    async (request) => {
      const { datos, aviso } = await missingPersonalData(app.db, request.brand, request.user.userId);
      return ok(datos, aviso);
    },
  );

  app.get(
    '/api/Alumno/descargaMisDatos',
    {
      ...base,
      schema: {
        ...doc('All my data as one JSON document (GDPR Art. 15 and 20)'),
        response: { 200: ZEnvelope(ZDataExport) },
      },
    },
    async (request, reply) => {
      const data = await exportStudentData(app.db, request.brand, request.user.userId);
      reply.header('content-disposition', `attachment; filename="mis-datos-${data.generadoEn.slice(0, 10)}.json"`);
      reply.header('cache-control', 'no-store');
      return ok(data);
    },
  );

  // --- Personal data ---
  app.post(
    '/api/Alumno/editDatosPersonales',
    {
      ...base,
      schema: {
        ...doc('Personal data under the brand field rules; answers what is still missing (popups)'),
        body: ZEditPersonalDataBody,
        response: { 200: ZEnvelope(ZMissingPersonalData) },
      },
    },
    async (request) => {
      await editPersonalData(app.db, request.brand, request.user.userId, request.body);
      // The current state of the login flag faltaNumeroSeguridadSocial and of the IBAN, so that the
      // web stops asking once they are saved (issue #12 item 20).
      const { datos } = await missingPersonalData(app.db, request.brand, request.user.userId);
      return ok(datos, 532);
    },
  );

  app.post(
    '/api/Alumno/editDatosEmail',
    {
      ...base,
      schema: { ...doc('Personal e-mail and where communications go (60)'), body: ZEditEmailBody, response: done },
    },
    async (request) => {
      await editEmail(app.db, request.brand, request.user.userId, request.body);
      return ok(null, 532);
    },
  );

  app.post(
    '/api/Alumno/editPermisoTrabajo',
    { ...base, schema: { ...doc('Work permit (34 for non-EU nationals)'), body: ZWorkPermitBody, response: done } },
    async (request) => {
      await editWorkPermit(app.db, request.user.userId, request.body.permiso);
      return ok(null);
    },
  );

  // --- Studies ---
  const newId = { 200: ZEnvelope(ZNewId) };
  app.post(
    '/api/Alumno/addEstudio',
    {
      ...base,
      schema: {
        ...doc('Adds studies elsewhere (notice 537 asks for a copy of the degree)'),
        body: ZStudyBody,
        response: newId,
      },
    },
    async (request) => {
      const { id, aviso } = await addStudy(app.db, request.brand, request.user.userId, request.body);
      return ok({ idNuevaAlta: id }, aviso);
    },
  );

  app.post(
    '/api/Alumno/addEstudioUniversidad',
    { ...base, schema: { ...doc('Adds a degree of this university'), body: ZUniversityStudyBody, response: newId } },
    async (request) => {
      const { id } = await addUniversityStudy(app.db, request.brand, request.user.userId, request.body);
      return ok({ idNuevaAlta: id });
    },
  );

  app.post(
    '/api/Alumno/editEstudio',
    { ...base, schema: { ...doc('Edits studies elsewhere'), body: ZEditStudyBody, response: done } },
    async (request) => {
      await editStudy(app.db, request.brand, request.user.userId, request.body);
      return ok(null);
    },
  );

  app.post(
    '/api/Alumno/delEstudio',
    { ...base, schema: { ...doc('Deletes studies elsewhere (62 for the last one)'), body: ZIdBody, response: done } },
    async (request) => {
      await deleteStudy(app.db, request.user.userId, request.body.id);
      return ok(null);
    },
  );

  app.post(
    '/api/Alumno/bajaEstudioUniversidad',
    {
      ...base,
      schema: { ...doc('Withdraws from a degree of this university (57, 62)'), body: ZIdBody, response: done },
    },
    async (request) => {
      await withdrawUniversityStudy(app.db, request.user.userId, request.body.id);
      return ok(null);
    },
  );
};
