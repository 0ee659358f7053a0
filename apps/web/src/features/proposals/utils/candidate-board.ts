import type { TCandidateListItem } from '@portal/contracts/candidates/candidates.schemas';
import { candidatureTargets, COMPANY_TARGET_STATES } from '@portal/contracts/proposals/states';

export interface TBoardColumn {
  idEstado: number;
  /** The state's name as the API wrote it on a candidate of the column, when any (else i18n). */
  estado: string | null;
  candidates: TCandidateListItem[];
}

/**
 * #16 part 6: one column per state the company can move a candidate to (the state machine's
 * COMPANY_TARGET_STATES), preceded by a column for each other state a candidate is in now
 * (enrolled, CV seen, closed...), so every candidate is on the board.
 */
export function boardColumns(candidates: readonly TCandidateListItem[]): TBoardColumn[] {
  const targets = COMPANY_TARGET_STATES as readonly number[];
  const others = [...new Set(candidates.map((c) => c.idEstado))]
    .filter((s) => !targets.includes(s))
    .sort((a, b) => a - b);
  return [...others, ...targets].map((idEstado) => {
    const inColumn = candidates.filter((c) => c.idEstado === idEstado);
    return { idEstado, estado: inColumn[0]?.estado ?? null, candidates: inColumn };
  });
}

/** The states every one of `candidates` may be moved to by the company (refused moves are not offered). */
export function commonTargets(candidates: readonly TCandidateListItem[]): number[] {
  if (candidates.length === 0) return [];
  return (COMPANY_TARGET_STATES as readonly number[]).filter((to) =>
    candidates.every((c) => (candidatureTargets('company', c.idEstado) as number[]).includes(to)),
  );
}
