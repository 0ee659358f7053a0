import type { DemoContext, DemoDb } from './demo-context';
import { DEMO_USERS } from './demo-people';

/**
 * The office's requests queue (issue #14 'Demo data': one of each request): the practice, change
 * and education requests waiting come with the internships' demo data; this adds a student's
 * deregistration request (claudia.serrano@, campus 1, within oficina@'s scope) and a student's
 * practice request of master@ (campus 3, outside oficina@'s scope), which only gestor@ sees.
 */
export const DEMO_REQUESTS = {
  /** practice_requests id of master@'s request (campus 3). */
  outOfScopePractice: 3,
  /** The student asking to leave. */
  deregisteringStudent: 11,
} as const;

export async function seedDemoOfficeRequests(db: DemoDb, ctx: DemoContext): Promise<void> {
  const { clock } = ctx;
  await db
    .insertInto('practice_requests')
    .values({
      id: DEMO_REQUESTS.outOfScopePractice,
      // A company not registered yet: the student gives its CIF and name (SPEC /solicitudPractica).
      company_id: null,
      student_id: DEMO_USERS.master,
      requested_by_user_id: DEMO_USERS.master,
      degree_id: 21,
      estado: 'pendiente',
      titulo: 'Prácticas de máster en consultoría estratégica',
      tareas: 'Apoyo al equipo de estrategia en proyectos de transformación digital.',
      fecha_inicio: clock.day(35),
      fecha_fin: clock.day(125),
      horas_dia: 6,
      horas_semana: 30,
      datos: JSON.stringify({ cif: 'B28123456', nombreEmpresa: 'Consultores del Centro SL' }),
      created_at: clock.at(-9),
    })
    .execute();
  await db
    .insertInto('deregistration_requests')
    .values({
      user_id: DEMO_REQUESTS.deregisteringStudent,
      company_id: null,
      motivo: 'He terminado mis estudios y no voy a usar el portal.',
      datos: null,
      created_at: clock.at(-4),
    })
    .execute();
}
