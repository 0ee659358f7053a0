import type { DemoContext, DemoDb } from './demo-context';

/**
 * Demo applications (candidaturas). States are ids of 'estadosCandidaturasAlumno': 1 enrolled,
 * 2 in process, 3 preselected, 4 interview, 5 selected, 7 CV seen, 16 pre-enrolled awaiting the
 * student (SPEC §4 Pre-enrolment), 17 discarded, 20 internship assigned.
 */
type A = [
  id: number,
  offer: number,
  student: number,
  estado: number,
  motivo: number | null,
  leida: number,
  origen: string,
  daysAgo: number,
];

export const DEMO_APPLICATIONS: A[] = [
  // alumna@ (1): one in each interesting state, incl. 16 and the one that became her internship.
  [1, 1, 1, 16, null, 1, 'university', 4],
  [2, 2, 1, 20, null, 1, 'student', 70],
  [3, 3, 1, 2, null, 1, 'student', 10],
  [4, 15, 1, 1, null, 0, 'student', 6],
  [5, 17, 1, 17, 15, 1, 'student', 40],
  [6, 22, 1, 4, null, 1, 'student', 12],
  // A second pre-enrolment by the office (state 16) on an internship outside her lists, so that
  // one can be accepted and the other rejected (SPEC §4 Pre-enrolment).
  [26, 23, 1, 16, null, 1, 'university', 3],
  // master@ (2) and antiguo@ (3).
  [7, 4, 2, 1, null, 0, 'student', 8],
  [8, 23, 2, 3, null, 1, 'student', 15],
  [9, 3, 3, 7, null, 1, 'student', 9],
  [10, 5, 3, 1, null, 0, 'student', 3],
  [11, 16, 3, 1, null, 0, 'student', 2],
  // Candidate-only students, so that empresa@ and grupo@ see candidates in several states.
  [12, 1, 8, 1, null, 0, 'student', 5],
  [13, 1, 9, 3, null, 1, 'student', 7],
  [14, 1, 11, 17, 15, 1, 'student', 11],
  [15, 4, 8, 2, null, 1, 'student', 9],
  [16, 4, 11, 1, null, 0, 'student', 1],
  [17, 3, 11, 4, null, 1, 'student', 14],
  [18, 11, 9, 1, null, 0, 'student', 2],
  [19, 2, 11, 5, null, 1, 'student', 30],
  [20, 15, 9, 2, null, 1, 'student', 8],
  [21, 22, 10, 1, null, 0, 'student', 4],
  [22, 31, 12, 1, null, 0, 'student', 6],
  [23, 24, 13, 1, null, 0, 'student', 3],
  [24, 16, 9, 1, null, 0, 'student', 5],
  [25, 2, 8, 1, null, 0, 'student', 20],
];

export async function seedDemoApplications(db: DemoDb, ctx: DemoContext): Promise<void> {
  const { clock } = ctx;
  await db
    .insertInto('applications')
    .values(
      DEMO_APPLICATIONS.map(([id, offer_id, student_id, estado, id_motivo, leida_empresa, origen, ago]) => ({
        id,
        offer_id,
        student_id,
        estado,
        id_motivo,
        motivo_texto: id_motivo ? 'Se ha seleccionado otra candidatura con un perfil más ajustado.' : null,
        leida_empresa,
        origen,
        created_at: clock.at(-ago, 11),
        updated_at: clock.at(-Math.max(0, ago - 2), 12),
      })),
    )
    .execute();

  // History: the enrolment, then the current state when it moved on.
  const history = DEMO_APPLICATIONS.flatMap(([id, , , estado, id_motivo, , origen, ago]) => {
    const first = origen === 'university' ? estado : 1;
    const rows = [
      {
        application_id: id,
        estado: first,
        id_motivo: null as number | null,
        changed_by_user_id: null as number | null,
        created_at: clock.at(-ago, 11),
      },
    ];
    if (estado !== first)
      rows.push({
        application_id: id,
        estado,
        id_motivo,
        changed_by_user_id: null,
        created_at: clock.at(-Math.max(0, ago - 2), 12),
      });
    return rows;
  });
  await db.insertInto('application_history').values(history).execute();
}
