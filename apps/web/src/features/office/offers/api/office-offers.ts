import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TOfferRejectReason,
  TOfficeOfferBulkResult,
  TOfficeOfferPage,
  TOfficeOfferSheet,
} from '@portal/contracts/office/offers.schemas';
import { officeApi } from '../../../../office/office-api';

/** The offers queue's filters, as the URL keeps them. */
export type TOfficeOfferFilter = Partial<Record<'q' | 'estado' | 'tipo' | 'orden', string>> & { pagina: number };

export const OFFERS_PAGE_SIZE = 25;

/** GET /api/Gestion/ofertas: one page of the brand's offers (pending validation unless filtered). */
export async function listOfficeOffers(filter: TOfficeOfferFilter): Promise<TOfficeOfferPage> {
  const query = new URLSearchParams({ tamano: String(OFFERS_PAGE_SIZE) });
  for (const [key, value] of Object.entries(filter))
    if (value !== undefined && value !== '') query.set(key, String(value));
  return (await officeApi.get<TOfficeOfferPage>(`/api/Gestion/ofertas?${query}`)).datos;
}

export function useOfficeOffers(filter: TOfficeOfferFilter) {
  return useQuery(
    queryOptions({
      queryKey: ['office', 'offers', 'list', filter],
      queryFn: () => listOfficeOffers(filter),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /api/Gestion/ofertas/{id}: the offer as a student sees it, with its timeline. */
export async function officeOfferSheet(id: number): Promise<TOfficeOfferSheet> {
  return (await officeApi.get<TOfficeOfferSheet>(`/api/Gestion/ofertas/${id}`)).datos;
}

export function useOfficeOffer(id: number) {
  return useQuery({ queryKey: ['office', 'offers', 'sheet', id], queryFn: () => officeOfferSheet(id) });
}

export type TOfferDecision =
  | { kind: 'aprobar' | 'cerrar' | 'reabrir' }
  | { kind: 'rechazar'; codigoMotivo: TOfferRejectReason; comentario?: string }
  | { kind: 'devolver'; comentario: string };

/** POST /api/Gestion/ofertas/{id}/{decision}. */
export async function decideOffer(input: { id: number; decision: TOfferDecision }): Promise<TOfficeOfferSheet> {
  const { kind, ...body } = input.decision;
  return (await officeApi.post<TOfficeOfferSheet>(`/api/Gestion/ofertas/${input.id}/${kind}`, body)).datos;
}

/** POST /api/Gestion/ofertas/aprobar | rechazar: several offers, one result each. */
export async function decideOffers(
  input: { kind: 'aprobar' } | { kind: 'rechazar'; codigoMotivo: TOfferRejectReason; comentario?: string },
  ids: number[],
): Promise<TOfficeOfferBulkResult> {
  const { kind, ...body } = input;
  return (await officeApi.post<TOfficeOfferBulkResult>(`/api/Gestion/ofertas/${kind}`, { ...body, ids })).datos;
}

/** Every decision changes the queue, the sheet and the side navigation's count. */
function useInvalidateOffice() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['office'] });
}

export function useDecideOffer() {
  const invalidate = useInvalidateOffice();
  return useMutation({ mutationFn: decideOffer, onSuccess: invalidate });
}

export function useDecideOffers() {
  const invalidate = useInvalidateOffice();
  return useMutation({
    mutationFn: (input: { decision: Parameters<typeof decideOffers>[0]; ids: number[] }) =>
      decideOffers(input.decision, input.ids),
    onSuccess: invalidate,
  });
}
