import type { TOfficeSurveyResults } from '@portal/contracts/office/surveys.schemas';
import { ZSurveyAnswerList, type TSurveyAnswer, type TSurveySheet } from '@portal/contracts/surveys/surveys.schemas';
import type { Db } from '../../../platform/db';
import { dayIn } from '../../../platform/clock';
import { previewAnswers, previewSheet } from '../../surveys/surveys.service';
import * as repo from './surveys.repository';
import { brandSurvey, officeActor, type SurveysRequest } from './surveys.service';

/**
 * Results and preview of the office's surveys (issue #15 'Survey builder'). Results: the response
 * rate over the audience, counts per answer and the free-text answers. For an anonymous survey
 * nothing identifies a person: no names, no user ids, no dates, and the texts are sorted, not in
 * the order they came in.
 */

const bool = (v: number | string | null) => Number(v) === 1;

export function answersOf(json: string): TSurveyAnswer[] {
  try {
    const parsed = ZSurveyAnswerList.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Who the survey is addressed to: its assignments, else the people its flags (and internship) name. */
async function audienceOf(db: Db, s: repo.OfficeSurveyRecord, brandKey: string): Promise<number> {
  const assigned = await repo.countAssignments(db, s.id);
  if (assigned > 0) return assigned;
  if (s.internship_id !== null) {
    const i = await repo.internshipScope(db, s.internship_id);
    if (!i) return 0;
    return (
      (bool(s.para_alumnos) ? 1 : 0) +
      (bool(s.para_empresa) ? await repo.countCompanyUsers(db, i.company_id) : 0) +
      (bool(s.para_tutor_academico) && i.academic_tutor_user_id !== null ? 1 : 0)
    );
  }
  return (
    (bool(s.para_alumnos) ? await repo.countActiveUsers(db, brandKey, 'student') : 0) +
    (bool(s.para_empresa) ? await repo.countActiveUsers(db, brandKey, 'company') : 0) +
    (bool(s.para_tutor_academico) ? await repo.countActiveUsers(db, brandKey, 'tutor') : 0)
  );
}

export async function surveyResults(db: Db, req: SurveysRequest, id: number): Promise<TOfficeSurveyResults> {
  const actor = await officeActor(db, req);
  const survey = await brandSurvey(db, actor, id);
  const anonymous = bool(survey.anonima);
  const [questions, responses, audiencia] = await Promise.all([
    repo.questionsOf(db, id),
    repo.finishedResponses(db, id),
    audienceOf(db, survey, actor.brandKey),
  ]);
  const ca = req.lang === 'ca';
  const parsed = responses.map((r) => ({ r, answers: answersOf(r.respuestas) }));
  const preguntas = questions.map((q) => {
    const options = (
      JSON.parse(q.opciones || '[]') as Array<{ idRespuesta: number; texto: string; texto_ca?: string }>
    ).map((o) => ({ idRespuesta: o.idRespuesta, texto: (ca && o.texto_ca) || o.texto, total: 0 }));
    const textos: TOfficeSurveyResults['preguntas'][number]['textos'] = [];
    let contestadas = 0;
    for (const { r, answers } of parsed) {
      const mine = answers.filter((a) => a.idPregunta === q.id);
      if (mine.length === 0) continue;
      contestadas += 1;
      for (const a of mine) {
        if (q.tipo === 'text') {
          if (!a.texto) continue;
          textos.push(
            anonymous
              ? { texto: a.texto, autor: null, fecha: null }
              : {
                  texto: a.texto,
                  autor: [r.nombre, r.apellidos].filter(Boolean).join(' ').trim() || null,
                  // The day it was answered in the brand's zone (DESIGN 'one clock'), not UTC's.
                  fecha: dayIn(new Date(r.updated_at), req.brand.timeZone),
                },
          );
        } else {
          const option = options.find((o) => o.idRespuesta === a.idRespuesta);
          if (option) option.total += 1;
        }
      }
    }
    if (anonymous) textos.sort((a, b) => a.texto.localeCompare(b.texto));
    return {
      idPregunta: q.id,
      texto: (ca && q.texto_ca) || q.texto,
      tipo: q.tipo,
      contestadas,
      opciones: q.tipo === 'text' ? [] : options,
      textos,
    };
  });
  return {
    idEncuesta: survey.id,
    titulo: (ca && survey.titulo_ca) || survey.titulo,
    anonima: anonymous,
    audiencia,
    respuestas: responses.length,
    tasa: audiencia > 0 ? Math.min(1, responses.length / audiencia) : null,
    preguntas,
  };
}

/** The runner's sheet of any survey of the brand, whatever its state or audience, with nothing saved. */
export async function surveyPreview(db: Db, req: SurveysRequest, id: number): Promise<TSurveySheet> {
  const actor = await officeActor(db, req);
  const survey = await brandSurvey(db, actor, id);
  return previewSheet(db, req.brand, survey.id, req.lang);
}

/** The preview's final answers, checked exactly as the runner checks them (15, 40) and never stored. */
export async function checkPreviewAnswers(
  db: Db,
  req: SurveysRequest,
  id: number,
  answers: TSurveyAnswer[],
): Promise<{ finalizada: true; guardada: false }> {
  const actor = await officeActor(db, req);
  const survey = await brandSurvey(db, actor, id);
  await previewAnswers(db, req.brand, survey.id, answers);
  return { finalizada: true, guardada: false };
}
