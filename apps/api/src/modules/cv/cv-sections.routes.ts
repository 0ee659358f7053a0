import { ZIdBody } from '@portal/contracts/cv/cv-fields.schemas';
import {
  ZActiveSearchBody,
  ZEditExperienceBody,
  ZEditLanguageBody,
  ZExperienceBody,
  ZInterestsBody,
  ZInternshipPreferenceBody,
  ZItKnowledgeBody,
  ZLanguageBody,
  ZNewExperience,
  ZPortfolioBody,
  ZPresentationBody,
  ZProfessionalBody,
  ZSkillsBody,
  ZSneLevelBody,
  ZUniversityInfoBody,
} from '@portal/contracts/cv/cv-sections.schemas';
import { ZNewId } from '@portal/contracts/cv/cv-studies.schemas';
import { ok, ZEnvelope, ZEmptyEnvelope } from '@portal/contracts/envelope';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { authenticate } from '../../platform/auth';
import {
  editInterests,
  editItKnowledge,
  editProfessional,
  editSkills,
  editSneLevel,
  editUniversityInfo,
  updateStudent,
} from './cv-sections.service';
import { addExperience, deleteExperience, editExperience } from './experiences.service';
import { addLanguage, deleteLanguage, editLanguage } from './languages.service';

/** Languages, experiences and the smaller sections of the CV (SPEC §7 Student 'Personal data and CV'). */
export const cvSectionsRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const base = { onRequest: [authenticate(['student'])] };
  const doc = (summary: string) => ({ tags: ['cv', 'student'], summary, security: [{ bearer: [] }] });
  const done = { 200: ZEmptyEnvelope };
  const deps = { db: app.db, storage: app.storage };

  // --- Languages ---
  app.post(
    '/api/Alumno/addIdioma',
    {
      ...base,
      schema: { ...doc('Adds a language and its level'), body: ZLanguageBody, response: { 200: ZEnvelope(ZNewId) } },
    },
    async (request) => {
      const { id } = await addLanguage(app.db, request.user.userId, request.body);
      return ok({ idNuevaAlta: id });
    },
  );
  app.post(
    '/api/Alumno/editIdioma',
    { ...base, schema: { ...doc('Edits one of my languages'), body: ZEditLanguageBody, response: done } },
    async (request) => {
      await editLanguage(app.db, request.user.userId, request.body);
      return ok(null);
    },
  );
  app.post(
    '/api/Alumno/delIdioma',
    { ...base, schema: { ...doc('Deletes one of my languages'), body: ZIdBody, response: done } },
    async (request) => {
      await deleteLanguage(app.db, request.user.userId, request.body.id);
      return ok(null);
    },
  );

  // --- Experiences ---
  const experience = { 200: ZEnvelope(ZNewExperience) };
  app.post(
    '/api/Alumno/addExperiencia',
    {
      ...base,
      schema: { ...doc('Adds an experience (and its attachment)'), body: ZExperienceBody, response: experience },
    },
    async (request) => ok(await addExperience(deps, request.brand, request.user.userId, request.body)),
  );
  app.post(
    '/api/Alumno/editExperiencia',
    { ...base, schema: { ...doc('Edits one of my experiences'), body: ZEditExperienceBody, response: experience } },
    async (request) => ok(await editExperience(deps, request.brand, request.user.userId, request.body)),
  );
  app.post(
    '/api/Alumno/delExperiencia',
    { ...base, schema: { ...doc('Deletes an experience with its attachment'), body: ZIdBody, response: done } },
    async (request) => {
      await deleteExperience(app.db, request.user.userId, request.body.id);
      return ok(null);
    },
  );

  // --- Lists ---
  app.post(
    '/api/Alumno/editInteres',
    { ...base, schema: { ...doc('My interest tags'), body: ZInterestsBody, response: done } },
    async (request) => {
      await editInterests(app.db, request.user.userId, request.body.tagsInteres);
      return ok(null);
    },
  );
  app.post(
    '/api/Alumno/editCompetencias',
    { ...base, schema: { ...doc('My professional skills'), body: ZSkillsBody, response: done } },
    async (request) => {
      await editSkills(app.db, request.user.userId, request.body.competencias);
      return ok(null);
    },
  );
  app.post(
    '/api/Alumno/editConocimientosInformaticos',
    { ...base, schema: { ...doc('My IT programs and levels'), body: ZItKnowledgeBody, response: done } },
    async (request) => {
      await editItKnowledge(app.db, request.user.userId, request.body);
      return ok(null);
    },
  );
  app.post(
    '/api/Alumno/editProfesionales',
    { ...base, schema: { ...doc('Professional preferences'), body: ZProfessionalBody, response: done } },
    async (request) => {
      await editProfessional(app.db, request.user.userId, request.body);
      return ok(null);
    },
  );

  // --- One value each ---
  const set = (
    path: string,
    summary: string,
    schema: z.ZodType,
    apply: (body: never, userId: number) => Promise<void>,
    aviso?: number,
  ) =>
    app.post(path, { ...base, schema: { ...doc(summary), body: schema, response: done } }, async (request) => {
      await apply(request.body as never, request.user.userId);
      return ok(null, aviso);
    });

  set(
    '/api/Alumno/editPresentacion',
    'My presentation text (notice 507)',
    ZPresentationBody,
    (b: z.infer<typeof ZPresentationBody>, id) => updateStudent(app.db, id, { presentacion: b.texto ?? null }),
    507,
  );
  set(
    '/api/Alumno/editEnlacePortfolio',
    'My portfolio link (a URL)',
    ZPortfolioBody,
    (b: z.infer<typeof ZPortfolioBody>, id) => updateStudent(app.db, id, { enlace_portfolio: b.enlace ?? null }),
  );
  set(
    '/api/Alumno/editDatosPreferenciaPracticas',
    'Preferred internship period',
    ZInternshipPreferenceBody,
    (b: z.infer<typeof ZInternshipPreferenceBody>, id) =>
      updateStudent(app.db, id, { id_periodo_preferencia_practicas: b.idPeriodoPreferencia ?? null }),
  );
  set(
    '/api/Alumno/editDatosBusquedaActivaPracticas',
    'Active search for internships',
    ZActiveSearchBody,
    (b: z.infer<typeof ZActiveSearchBody>, id) =>
      updateStudent(app.db, id, { active_search_internships: b.activa ? 1 : 0 }),
  );
  set(
    '/api/Alumno/editDatosBusquedaActivaTrabajo',
    'Active search for jobs',
    ZActiveSearchBody,
    (b: z.infer<typeof ZActiveSearchBody>, id) => updateStudent(app.db, id, { active_search_jobs: b.activa ? 1 : 0 }),
  );
  set(
    '/api/Alumno/editarNivelFormativoSNE',
    'My SNE training level',
    ZSneLevelBody,
    (b: z.infer<typeof ZSneLevelBody>, id) => editSneLevel(app.db, id, b.id),
  );
  set(
    '/api/Alumno/editRecibirInformacionUniversidad',
    'Receive information from the university',
    ZUniversityInfoBody,
    (b: z.infer<typeof ZUniversityInfoBody>, id) => editUniversityInfo(app.db, id, b.recibir),
  );
};
