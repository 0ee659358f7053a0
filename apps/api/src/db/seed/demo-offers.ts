import crypto from 'node:crypto';
import type { Insertable } from 'kysely';
import type { OfferRow } from '../tables/offers';
import { companyProvince, DEMO_COMPANIES } from './demo-companies';
import type { DemoContext, DemoDb } from './demo-context';
import { COMPANY_THEME, offerPlans, THEMES, type OfferPlan } from './demo-offer-themes';
import { TAREAS_CA, TITLE_CA } from './demo-offer-themes-ca';

/** A fixed, unguessable-looking slug per demo offer (offers.url_acceso). */
export function demoOfferSlug(id: number): string {
  return crypto.createHash('sha256').update(`demo-offer-${id}`).digest('hex').slice(0, 16);
}

/**
 * Where the offers of the companies in Illes Balears (7), Las Palmas (35) and Santa Cruz de
 * Tenerife (38) take place: an island with a town on it. Las Palmas de Gran Canaria is on Gran
 * Canaria, not Lanzarote, and Santa Cruz on Tenerife, not La Palma (issue #12 item 21); the
 * Balearic company also works from its Eivissa centre.
 */
const ISLAND_PLACES_BY_COMPANY: Record<number, ReadonlyArray<{ island: number; localidad: string }>> = {
  5: [
    { island: 1, localidad: 'Palma' },
    { island: 3, localidad: 'Eivissa' },
  ],
  6: [{ island: 6, localidad: 'Las Palmas de Gran Canaria' }],
  7: [{ island: 10, localidad: 'Santa Cruz de Tenerife' }],
};
/** Offers abroad: offer id -> country id (184 Portugal, 73 France). */
const INTERNATIONAL: Record<number, number> = { 38: 184, 64: 73 };
const LABELS = [
  'remoto',
  'inglés',
  'jornada intensiva',
  'verano',
  'incorporación inmediata',
  'formación a cargo de la empresa',
];
/** Offers the demo students apply to also accept Ingeniería Informática (degree 1) as desirable. */
const ALSO_DEGREE_1 = new Set([15, 17, 22, 67, 68, 69]);

function titleOf(plan: OfferPlan): string {
  const theme = THEMES[COMPANY_THEME[plan.company]];
  const list = theme[plan.tipo];
  return list[plan.title % list.length];
}

function offerRow(plan: OfferPlan, ctx: DemoContext): Insertable<OfferRow> {
  const { clock } = ctx;
  const { id, company, tipo, estado } = plan;
  const theme = THEMES[COMPANY_THEME[company]];
  const c = DEMO_COMPANIES.find((x) => x.id === company)!;
  const places = ISLAND_PLACES_BY_COMPANY[company];
  const place = places ? places[id % places.length] : null;
  const abroad = INTERNATIONAL[id];
  const practice = tipo !== 'empleo';
  const meses = tipo === 'alternancia' ? 12 : practice ? 3 + (id % 4) : null;
  const published = estado === 'publicada' || estado === 'cerrada' || estado === 'caducada' || estado === 'eliminada';
  // SPEC §4: published offers stay open 30 to 120 days after seeding; expired ones ended before it.
  const expiry =
    estado === 'publicada'
      ? clock.day(30 + ((id * 13) % 91))
      : estado === 'caducada'
        ? clock.day(-(5 + (id % 40)))
        : estado === 'borrador'
          ? null
          : clock.day(20 + (id % 30));
  const publishedAt = !published
    ? null
    : estado === 'caducada'
      ? clock.at(-(90 + (id % 30)))
      : estado === 'publicada'
        ? clock.at(-(1 + ((id * 7) % 50)), 8 + (id % 9))
        : clock.at(-60);
  const titulo = titleOf(plan);
  const tituloCa = TITLE_CA[titulo] ?? null;
  const thesis = id === 14 ? 'TFG' : id === 24 ? 'TFM' : null;
  // Offer 14 starts after alumna@'s internship ends (day 60): one internship she can apply to
  // without the overlap gate (SPEC §8 17); the others start while it runs.
  const startDay = id === 14 ? 90 : 30 + (id % 20);
  return {
    id,
    company_id: company,
    work_centre_id: company === 1 && id % 2 === 0 ? 12 : company,
    url_acceso: demoOfferSlug(id),
    tipo,
    id_perfil: tipo === 'empleo' ? 1 : 2,
    estado,
    descripcion_estado_motivo: estado === 'cerrada' ? 'Proceso finalizado por la empresa' : null,
    titulo,
    descripcion: `${c.comercial} busca incorporar ${tipo === 'empleo' ? 'a una persona' : 'a un/a estudiante'} para el puesto de ${titulo.toLowerCase()}. ${c.descripcion}`,
    tareas: theme.tareas,
    // issue #12 item 22: the demo offers read in Catalan on a Catalan page.
    titulo_ca: tituloCa,
    descripcion_ca: tituloCa
      ? `${c.comercial} vol incorporar ${tipo === 'empleo' ? 'una persona' : 'un/a estudiant'} per al lloc de ${tituloCa.toLowerCase()}.`
      : null,
    tareas_ca: TAREAS_CA[COMPANY_THEME[company]] ?? null,
    brand_key: plan.brand ?? ctx.brand,
    plazas: 1 + (id % 3),
    experiencia_requerida: tipo === 'empleo' ? 'Al menos 1 año en un puesto similar (se valoran prácticas).' : null,
    experiencia_deseable: 'Se valorarán proyectos personales o académicos relacionados.',
    horario: tipo === 'empleo' ? 'Lunes a viernes de 9:00 a 18:00' : 'Lunes a viernes de 9:00 a 14:00',
    fecha_inicio: clock.day(startDay),
    fecha_fin: meses ? clock.day(startDay + meses * 30) : null,
    // tiposContratoOfertaPracticas for placements (4 alternance, 5 extracurricular with fee), tiposContrato for jobs.
    contrato: tipo === 'alternancia' ? 4 : practice ? [1, 2, 5][id % 3] : [1, 3, 5][id % 3],
    salario: tipo === 'empleo' ? 21000 + (id % 6) * 2000 : tipo === 'alternancia' ? 14000 : null,
    otra_remuneracion: tipo === 'empleo' && id % 2 === 0 ? 'Seguro médico y ticket restaurante' : null,
    ayuda_estudio: tipo === 'practicas' ? 300 + (id % 4) * 100 : null,
    horas_dia: tipo === 'empleo' ? 8 : 5,
    horas_semana: tipo === 'empleo' ? 40 : tipo === 'alternancia' ? 30 : 25,
    horas_totales: meses ? (tipo === 'alternancia' ? 1200 : meses * 100) : null,
    dedicacion: tipo === 'empleo' ? 100 : tipo === 'alternancia' ? 75 : 60,
    dias_semana: 5,
    meses,
    // 1 on site, 2 hybrid, 3 remote.
    modalidad_id: 1 + (id % 3),
    tipo_practica: tipo === 'practicas' ? (id % 3 === 2 ? 'extracurricular' : 'curricular') : null,
    area_funcional_id: theme.area,
    sector_id: theme.sector,
    // nivelesTitulacion: 1 grado, 4 ciclo.
    nivel_titulacion_id: tipo === 'alternancia' ? 4 : 1,
    programme_id: tipo === 'practicas' && id % 5 === 0 ? 1 : null,
    thesis,
    thesis_nombre: thesis ? 'Sistema de recomendación de ofertas con aprendizaje automático' : null,
    thesis_tutor: thesis ? 'Dra. Inés Vallés' : null,
    tutor_empresa_contact_id: company === 1 && practice ? 2 : null,
    tutor_empresa_nombre: practice ? (company === 1 ? 'Sergio' : 'Responsable') : null,
    tutor_empresa_apellidos: practice ? (company === 1 ? 'Blasco Marín' : 'de prácticas') : null,
    tutor_empresa_email: practice
      ? company === 1
        ? 'sergio.blasco@levantetech.demo.test'
        : `practicas@${c.web.replace('https://', '')}`
      : null,
    documentos_requeridos: tipo === 'practicas' && id % 4 === 0 ? '[1,2]' : '[]',
    url_inscripcion: null,
    url_info: id % 10 === 3 ? `${c.web}/empleo` : null,
    ocultar_datos_empresa: id === 18 ? 1 : 0,
    fecha_caducidad: expiry,
    published_at: publishedAt,
    fecha_destacada: estado === 'publicada' && id % 10 === 1 ? clock.day(-1) : null,
    province_id: abroad ? null : companyProvince(company),
    island_id: abroad ? null : (place?.island ?? null),
    localidad: abroad ? (abroad === 184 ? 'Lisboa' : 'Toulouse') : (place?.localidad ?? c.localidad),
    country_id: abroad ?? 1,
    international: abroad ? 1 : 0,
    preselected_student_id: id === 13 ? 8 : null,
    cierre_candidato_universidad: estado === 'cerrada' ? 0 : null,
    fecha_cierre: estado === 'cerrada' ? clock.at(-5) : null,
    created_by_user_id: company === 1 ? 4 : company <= 3 ? 5 : company === 4 ? 6 : null,
    created_at: clock.at(-(published ? 100 : 10)),
    updated_at: clock.at(-(published ? 50 : 5)),
  };
}

export async function seedDemoOffers(db: DemoDb, ctx: DemoContext): Promise<void> {
  const plans = offerPlans();
  const rows = plans.map((p) => offerRow(p, ctx));
  for (let i = 0; i < rows.length; i += 25)
    await db
      .insertInto('offers')
      .values(rows.slice(i, i + 25))
      .execute();

  const degrees = plans.flatMap((p) => {
    const theme = THEMES[COMPANY_THEME[p.company]];
    const list =
      p.tipo === 'alternancia'
        ? theme.ciclos
        : theme.degrees.filter((d) => p.tipo === 'empleo' || d < 21 || p.id % 2 === 0);
    const extra = ALSO_DEGREE_1.has(p.id) && !list.includes(1) ? [{ offer_id: p.id, degree_id: 1, required: 0 }] : [];
    return [...list.map((degree_id, i) => ({ offer_id: p.id, degree_id, required: i === 0 ? 1 : 0 })), ...extra];
  });
  await db.insertInto('offer_degrees').values(degrees).execute();

  await db
    .insertInto('offer_labels')
    .values(
      plans
        .flatMap((p) => [
          { offer_id: p.id, label: LABELS[p.id % LABELS.length] },
          ...(p.id % 4 === 0 ? [{ offer_id: p.id, label: 'inglés' }] : []),
        ])
        .filter((l, i, all) => all.findIndex((x) => x.offer_id === l.offer_id && x.label === l.label) === i),
    )
    .execute();

  // English required in every third offer (idiomas 3, nivelesIdioma 4 = B2); Catalan in Barcelona.
  await db
    .insertInto('offer_languages')
    .values(
      plans.flatMap((p) => [
        ...(p.id % 3 === 0 ? [{ offer_id: p.id, language_id: 3, level_id: 4, certification: p.id % 2 }] : []),
        ...(companyProvince(p.company) === 8
          ? [{ offer_id: p.id, language_id: 2, level_id: 5, certification: 0 }]
          : []),
      ]),
    )
    .execute();

  // IT programs for the technology offers (17 Python, 19 JavaScript, 20 SQL); skills for all.
  await db
    .insertInto('offer_tags')
    .values(
      plans.flatMap((p) => [
        ...(COMPANY_THEME[p.company] === 'ti'
          ? [17, 19, 20].map((item_id) => ({ offer_id: p.id, kind: 'it_program' as const, item_id }))
          : []),
        { offer_id: p.id, kind: 'skill' as const, item_id: 1 + (p.id % 13) },
      ]),
    )
    .execute();
}
