import { CANDIDATURE } from '@portal/contracts/proposals/states';
import type { TStatusTone } from '../ui/status-badge';

const GOOD: readonly number[] = [
  CANDIDATURE.PRESELECCIONADO,
  CANDIDATURE.ENTREVISTA,
  CANDIDATURE.SELECCIONADO,
  CANDIDATURE.CONTRATADO,
  CANDIDATURE.PRUEBAS,
  CANDIDATURE.FINALISTA,
  CANDIDATURE.PREINSCRIPCION_ACEPTADA,
  CANDIDATURE.PRACTICA_ASIGNADA,
];
const BAD: readonly number[] = [CANDIDATURE.DESCARTADO, CANDIDATURE.PREINSCRIPCION_RECHAZADA];
const CLOSED: readonly number[] = [CANDIDATURE.OFERTA_CERRADA, CANDIDATURE.BAJA_VOLUNTARIA, CANDIDATURE.RENUNCIA];

/**
 * Issue #16 part 8: what a candidature state (estadosCandidaturasAlumno) means to the student:
 * moving forward (good), discarded or refused (bad), over without a decision on her (closed), else
 * waiting for someone (inscribed, in process, CV seen, waiting for documents or her reply).
 */
export function candidatureTone(idEstado: number): TStatusTone {
  if (GOOD.includes(idEstado)) return 'good';
  if (BAD.includes(idEstado)) return 'bad';
  if (CLOSED.includes(idEstado)) return 'closed';
  return 'waiting';
}
