import type { TAuditVerification } from '@portal/contracts/office/audit-verification.schemas';
import { chainHash, GENESIS_HASH } from '../../../platform/audit-chain';
import type { AuthUser } from '../../../platform/auth';
import type { Db } from '../../../platform/db';
import { requireOffice } from '../office-access.service';
import * as repo from './audit-chain.repository';

/**
 * The verification of the audit log's hash chain (ADR 0037, docs/audit-log.md), for
 * `npm run audit:verify` and the console's indicator. A brand's rows are read in id order, a page
 * at a time (memory stays bounded whatever the log's size), and each must name the previous row's
 * hash (`link`: a row before it was removed, or it was inserted out of the chain) and carry the
 * hash of its own fields (`hash`: it was forged or rewritten).
 */
interface BrokenAuditRow {
  id: number;
  occurredAt: string;
  action: string;
  problem: 'link' | 'hash';
}

export interface BrandChainReport {
  brandKey: string;
  /** Rows checked. */
  count: number;
  /** Rows that do not verify, and the first of them. */
  broken: number;
  firstBroken: BrokenAuditRow | null;
  /** The brand's last row, to keep outside the database and compare with later. */
  head: { id: number; hash: string | null } | null;
}

const PAGE = 1000;

export async function verifyBrandChain(db: Db, brandKey: string): Promise<BrandChainReport> {
  const report: BrandChainReport = { brandKey, count: 0, broken: 0, firstBroken: null, head: null };
  let expectedPrev = GENESIS_HASH;
  for (let after = 0; ;) {
    const rows = await repo.chainPage(db, brandKey, after, PAGE);
    for (const row of rows) {
      const id = Number(row.id);
      const problem =
        row.prev_hash !== expectedPrev ? 'link' : row.hash !== chainHash(row.prev_hash, row) ? 'hash' : null;
      if (problem) {
        report.broken += 1;
        report.firstBroken ??= { id, occurredAt: row.occurred_at, action: row.action, problem };
      }
      report.count += 1;
      // The next row is checked against this one as stored: one forged row is one broken row.
      expectedPrev = row.hash ?? GENESIS_HASH;
      report.head = { id, hash: row.hash };
    }
    if (rows.length < PAGE) return report;
    after = Number(rows[rows.length - 1].id);
  }
}

/** Every brand's chain (the command's default), in brand key order. */
export async function verifyAllChains(db: Db, brandKey?: string): Promise<BrandChainReport[]> {
  const brands = brandKey ? [brandKey] : await repo.chainBrands(db);
  const reports: BrandChainReport[] = [];
  for (const key of brands) reports.push(await verifyBrandChain(db, key));
  return reports;
}

/** GET /api/Gestion/auditoria/verificacion: the brand's chain, for the audit page (admins only). */
export async function verifyAuditForOffice(db: Db, user: AuthUser, brandKey: string): Promise<TAuditVerification> {
  const actor = await requireOffice(db, user, brandKey, 'audit.read');
  const report = await verifyBrandChain(db, actor.brandKey);
  const first = report.firstBroken;
  return {
    integro: report.broken === 0,
    verificadas: report.count,
    rotas: report.broken,
    primeraRota: first && {
      id: first.id,
      fecha: first.occurredAt,
      accion: first.action,
      problema: first.problem === 'link' ? 'enlace' : 'contenido',
      masRecientes: await repo.newerThan(db, actor.brandKey, first.id),
    },
    ultima: report.head,
  };
}
