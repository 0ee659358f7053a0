import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TOfficeAgreementPage, TOfficeAgreementSheet } from '@portal/contracts/office/agreements.schemas';
import { officeApi } from '../../../../office/office-api';
import { useUploadProgress } from '../../../../ui/upload/use-upload-progress';

/** The agreements queue's filters, as the URL keeps them. */
export type TOfficeAgreementFilter = Partial<Record<'q' | 'estado' | 'orden', string>> & { pagina: number };

export const AGREEMENTS_PAGE_SIZE = 25;

/** GET /api/Gestion/convenios: one page of one state's queue (Firmado empresa unless filtered). */
export async function listOfficeAgreements(filter: TOfficeAgreementFilter): Promise<TOfficeAgreementPage> {
  const query = new URLSearchParams({ tamano: String(AGREEMENTS_PAGE_SIZE) });
  for (const [key, value] of Object.entries(filter))
    if (value !== undefined && value !== '') query.set(key, String(value));
  return (await officeApi.get<TOfficeAgreementPage>(`/api/Gestion/convenios?${query}`)).datos;
}

export function useOfficeAgreements(filter: TOfficeAgreementFilter) {
  return useQuery(
    queryOptions({
      queryKey: ['office', 'agreements', 'list', filter],
      queryFn: () => listOfficeAgreements(filter),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /api/Gestion/convenios/{id}: the sheet with signers, documents and timeline. */
export async function officeAgreementSheet(id: number): Promise<TOfficeAgreementSheet> {
  return (await officeApi.get<TOfficeAgreementSheet>(`/api/Gestion/convenios/${id}`)).datos;
}

export function useOfficeAgreement(id: number) {
  return useQuery({ queryKey: ['office', 'agreements', 'sheet', id], queryFn: () => officeAgreementSheet(id) });
}

export interface TSignerInput {
  nombre: string;
  cargo?: string;
  fechaFirma: string;
}

export type TAgreementAction =
  | { kind: 'enviaSecretaria' }
  | { kind: 'marcaErroneo'; motivo: string; motivoCa?: string }
  | {
      kind: 'formaliza';
      modo: 'subida' | 'fuera';
      ficheroB64ParaAltas?: string;
      extension_adjunto?: string;
      nombre?: string;
      fechaFirma?: string;
      firmadoPor?: string;
      firmantes: TSignerInput[];
      fechaCaducidad?: string;
    }
  | { kind: 'caducidad'; fechaCaducidad: string }
  | ({ kind: 'firmantes'; lado: 'empresa' | 'universidad' } & TSignerInput);

/** POST /api/Gestion/convenios/{id}/{action}: every action answers the sheet. */
export async function actOnAgreement(
  input: { id: number; action: TAgreementAction },
  onUploadProgress?: (fraction: number) => void,
): Promise<TOfficeAgreementSheet> {
  const { kind, ...body } = input.action;
  return (
    await officeApi.post<TOfficeAgreementSheet>(`/api/Gestion/convenios/${input.id}/${kind}`, body, {
      onUploadProgress,
    })
  ).datos;
}

/**
 * Every action changes the queues, the sheet and the side navigation's count. `progress`: the real
 * upload of formalising's PDF, for the widget's bar (#16 part 5).
 */
export function useAgreementAction() {
  const queryClient = useQueryClient();
  const { progress, track } = useUploadProgress();
  const mutation = useMutation({
    mutationFn: (input: { id: number; action: TAgreementAction }) =>
      track((onUploadProgress) => actOnAgreement(input, onUploadProgress)),
    onSuccess: (sheet) => {
      queryClient.setQueryData(['office', 'agreements', 'sheet', sheet.idConvenio], sheet);
      return queryClient.invalidateQueries({ queryKey: ['office'] });
    },
  });
  return { ...mutation, progress };
}
