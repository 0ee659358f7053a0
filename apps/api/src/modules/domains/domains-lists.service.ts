import {
  GENERIC_DOMAIN_LISTS,
  ZDominios,
  ZDominiosList,
  type TCodedItem,
  type TDominios,
  type TDominiosList,
  type TLang,
  type TMotivoCambioEstado,
  type TTitulacion,
} from '@portal/contracts/domains/domains.schemas';
import { ok } from '@portal/contracts/envelope';
import type { TReasonScope } from '@portal/contracts/limits';
import { ALL_CAMPUSES_ID } from '../../db/reference/campuses-degrees';
import type { Db } from '../../platform/db';
import {
  selectCampuses,
  selectCountries,
  selectDegrees,
  selectDomainItems,
  selectIslands,
  selectLocalities,
  selectProvinces,
  type DomainItemRecord,
} from './domains.repository';

/** SPEC §9: Spain is country 1 and lists first; so does the default sede 'Todas' (5). */
const SPAIN_ID = 1;

export interface LangLists {
  dominios: TDominios;
  /** The success envelopes, serialised once: the biggest answers of the API cost no work per request. */
  dominiosJson: Buffer;
  dominiosListJson: Buffer;
  /** The reasons a company gives for discarding a candidate (never in `dominios`, the candidate's lists). */
  companyReasons: TMotivoCambioEstado[];
  /** Province id -> has islands (SPEC §7 esProvinciaConIslas). */
  provinceIslands: ReadonlyMap<number, boolean>;
}

/**
 * Reference data changes only with a release (seedReference), so each language's lists are read
 * once per process, on first use, and kept in memory; they are never invalidated: a restart
 * picks up changes. Keyed by the database handle so that each test app, with its own database,
 * has its own cache.
 */
const cache = new WeakMap<Db, Map<TLang, Promise<LangLists>>>();

export function getLangLists(db: Db, lang: TLang): Promise<LangLists> {
  let perDb = cache.get(db);
  if (!perDb) {
    perDb = new Map();
    cache.set(db, perDb);
  }
  let lists = perDb.get(lang);
  if (!lists) {
    lists = buildLangLists(db, lang);
    perDb.set(lang, lists);
    // A failed read (database down) is retried by the next request instead of being cached.
    const owner = perDb;
    lists.catch(() => owner.delete(lang));
  }
  return lists;
}

function nameOf(row: { name_es: string; name_ca: string }, lang: TLang): string {
  return lang === 'ca' ? row.name_ca : row.name_es;
}

function parseExtra(row: DomainItemRecord): Record<string, unknown> {
  return row.extra ? (JSON.parse(row.extra) as Record<string, unknown>) : {};
}

function codedItem(row: DomainItemRecord, lang: TLang): TCodedItem {
  const item: TCodedItem = { id: row.id, descripcion: nameOf(row, lang) };
  if (row.code !== null) item.codigo = row.code;
  return item;
}

async function buildLangLists(db: Db, lang: TLang): Promise<LangLists> {
  const [countries, provinces, islands, localities, campuses, degrees, domainItems] = await Promise.all([
    selectCountries(db),
    selectProvinces(db),
    selectIslands(db),
    selectLocalities(db),
    selectCampuses(db),
    selectDegrees(db),
    selectDomainItems(db),
  ]);
  const collator = new Intl.Collator(lang);
  const byName = (a: { descripcion: string }, b: { descripcion: string }) =>
    collator.compare(a.descripcion, b.descripcion);

  const byList = new Map<string, DomainItemRecord[]>();
  for (const row of domainItems) {
    const rows = byList.get(row.list) ?? [];
    rows.push(row);
    byList.set(row.list, rows);
  }
  const rowsOf = (list: string) => byList.get(list) ?? [];

  const generic = Object.fromEntries(
    GENERIC_DOMAIN_LISTS.map((list) => [list, rowsOf(list).map((r) => codedItem(r, lang))]),
  ) as Pick<TDominios, (typeof GENERIC_DOMAIN_LISTS)[number]>;

  const paises = countries
    .map((c) => ({ id: c.id, descripcion: nameOf(c, lang), codigo: c.iso2, ue: c.eu === 1 }))
    .sort((a, b) => (a.id === SPAIN_ID ? -1 : b.id === SPAIN_ID ? 1 : byName(a, b)));

  const sedes = campuses
    .map((c) => ({ id: c.id, descripcion: nameOf(c, lang) }))
    .sort((a, b) => (a.id === ALL_CAMPUSES_ID ? -1 : b.id === ALL_CAMPUSES_ID ? 1 : byName(a, b)));

  const titulaciones: TTitulacion[] = degrees
    .map((d) => ({
      id: d.id,
      descripcion: nameOf(d, lang),
      nivel: d.level,
      idSede: d.campus_id,
      idArea: d.area_id,
      creditos: d.credits,
      dosAnios: d.two_year === 1,
    }))
    .sort(byName);

  const especialidades = rowsOf('especialidadesAmbitoEstudio');
  const ambitos = rowsOf('ambitos').map((a) => ({
    id: a.id,
    descripcion: nameOf(a, lang),
    ambitoEstudo: nameOf(a, lang),
    especialidadesAmbitoEstudio: especialidades
      .filter((e) => e.parent_id === a.id)
      .map((e) => ({ id: e.id, descripcion: nameOf(e, lang) })),
  }));

  // SPEC §3 Rejection reason; who gives it is the reason's `ambito` (contracts REASON_SCOPES).
  const reasons = rowsOf('motivosCambioEstadoCandidatura').map((r) => {
    const extra = parseExtra(r);
    const reason: TMotivoCambioEstado = {
      id: r.id,
      descripcion: nameOf(r, lang),
      idMotivo: r.id,
      idEstado: Number(extra.idEstado),
      idPerfil: extra.idPerfil == null ? null : Number(extra.idPerfil),
    };
    return { reason, scope: extra.ambito === 'empresa' ? 'empresa' : 'candidato' };
  });
  const reasonsOf = (scope: TReasonScope) => reasons.filter((r) => r.scope === scope).map((r) => r.reason);
  const motivosCambioEstadoCandidatura = reasonsOf('candidato');

  const dominios: TDominios = ZDominios.parse({
    paises,
    provincias: provinces
      .map((p) => ({ id: p.id, descripcion: nameOf(p, lang), tieneIslas: p.has_islands === 1 }))
      .sort(byName),
    localidades: localities.map((l) => ({ id: l.id, descripcion: l.name, idProvincia: l.province_id })).sort(byName),
    islas: islands.map((i) => ({
      id: i.id,
      idIsla: i.id,
      descripcion: lang === 'ca' && i.name_ca ? i.name_ca : i.name,
      idProvincia: i.province_id,
    })),
    sedes,
    titulaciones,
    ...generic,
    ambitos,
    motivosCambioEstadoCandidatura,
    tiposContratoOfertaPracticas: rowsOf('tiposContratoOfertaPracticas').map((r) => ({
      ...codedItem(r, lang),
      cuotaGestion: parseExtra(r).cuotaGestion === true,
    })),
    rangosCreditos: rowsOf('rangosCreditos').map((r) => {
      const extra = parseExtra(r);
      return { ...codedItem(r, lang), desde: Number(extra.desde), hasta: Number(extra.hasta) };
    }),
  });
  const list: TDominiosList = ZDominiosList.parse(
    Object.entries(dominios).map(([nombre, items]) => ({ nombre, items })),
  );

  return {
    dominios,
    dominiosJson: Buffer.from(JSON.stringify(ok(dominios))),
    dominiosListJson: Buffer.from(JSON.stringify(ok(list))),
    provinceIslands: new Map(provinces.map((p) => [p.id, p.has_islands === 1])),
    companyReasons: reasonsOf('empresa'),
  };
}
