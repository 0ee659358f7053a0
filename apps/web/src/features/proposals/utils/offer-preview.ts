import type { TDominios } from '@portal/contracts/domains/domains.schemas';
import type { TOfferDetail } from '@portal/contracts/offers/offers.schemas';
import type { TOfferForm } from '@portal/contracts/proposals/offer-form.schemas';
import { SPAIN_COUNTRY_ID } from '@portal/contracts/limits';

type TItem = { id: number; descripcion: string };
const nameOf = (items: readonly TItem[] | undefined, id: number | null | undefined): string | null =>
  id === null || id === undefined ? null : (items?.find((item) => item.id === id)?.descripcion ?? null);

/**
 * #16 part 6: the offer being written, in the shape of the student's offer detail (SPEC §3), so
 * that the review step shows it with the very sheet of /visor-oferta ('as students will see it').
 * Nothing here is sent: the body of addOferta is the form's own payload.
 */
export function offerPreview(
  offer: TOfferForm,
  domains: TDominios,
  labels: { empresa: string | null; perfil: string; estado: string },
): TOfferDetail {
  const provincia = nameOf(domains.provincias, offer.idProvincia);
  const isla = domains.islas.find((i) => i.idIsla === offer.idIsla) ?? null;
  return {
    empresa: offer.ocultarDatosEmpresa ? null : labels.empresa,
    titulo: offer.titulo,
    idoferta: offer.idOferta ?? 0,
    estado: labels.estado,
    descripcionEstadoMotivo: null,
    fecha: null,
    fechaDestacada: null,
    provincia,
    nombreIsla: isla?.descripcion ?? null,
    idIsla: offer.idIsla ?? null,
    urlAcceso: '',
    textoPerfilOferta: labels.perfil,
    idPerfil: offer.tipo === 'empleo' ? 1 : 2,
    tipo: offer.tipo === 'empleo' ? 'empleo' : 'practicas',
    descripcion: offer.descripcion,
    tareas: offer.tareas ?? null,
    plazas: offer.plazas,
    horario: offer.horario ?? null,
    fechaInicio: offer.fechaInicio ?? null,
    fechaFin: offer.fechaFin ?? null,
    fechaCaducidad: offer.fechaCaducidad ?? null,
    contrato: offer.contrato ?? null,
    salario: offer.salario ?? null,
    otraRemuneracion: offer.otraRemuneracion ?? null,
    ayudaEstudio: offer.ayudaEstudio ?? null,
    horasDia: offer.horasDia ?? null,
    horasSemana: offer.horasSemana ?? null,
    horasTotales: offer.horasTotales ?? null,
    dedicacion: offer.dedicacion ?? null,
    diasSemana: offer.diasSemana ?? null,
    meses: offer.meses ?? null,
    idModalidad: offer.idModalidad ?? null,
    tipoPractica: offer.tipoPractica ?? null,
    idAreaFuncional: offer.idAreaFuncional ?? null,
    idSector: offer.idSector ?? null,
    idPrograma: offer.idPrograma ?? null,
    experienciaRequerida: offer.experienciaRequerida ?? null,
    experienciaDeseable: offer.experienciaDeseable ?? null,
    trabajoFin: offer.trabajoFin
      ? { tipo: offer.trabajoFin.tipo, nombre: offer.trabajoFin.nombre ?? null, tutor: offer.trabajoFin.tutor ?? null }
      : null,
    localidad: offer.localidad ?? null,
    idProvincia: offer.idProvincia ?? null,
    idPais: offer.idPais ?? null,
    internacional: offer.idPais !== null && offer.idPais !== undefined && offer.idPais !== SPAIN_COUNTRY_ID,
    titulaciones: offer.titulaciones.map((d) => ({
      id: d.idTitulacion,
      descripcion: nameOf(domains.titulaciones, d.idTitulacion) ?? String(d.idTitulacion),
      obligatoria: d.obligatoria ?? false,
    })),
    idiomas: (offer.idiomas ?? []).map((l) => ({
      idIdioma: l.idIdioma,
      idioma: nameOf(domains.idiomas, l.idIdioma) ?? String(l.idIdioma),
      idNivel: l.idNivel ?? null,
      nivel: nameOf(domains.nivelesIdioma, l.idNivel),
      certificacion: l.certificacion ?? false,
    })),
    etiquetas: offer.etiquetas ?? [],
    documentosRequeridos: (offer.documentosRequeridos ?? []).map((id) => ({
      idTipoDocumento: id,
      descripcion: nameOf(domains.tiposDocumentoAlumnoPracticas, id) ?? String(id),
    })),
    urlInscripcion: offer.urlInscripcion ?? null,
    urlInfo: offer.urlInfo ?? null,
    datosEmpresa: null,
    candidatura: null,
  };
}
