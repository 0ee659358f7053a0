import type { TOfficeCommunication, TOfficeEvent, TOfficeGuide } from '@portal/contracts/office/content.schemas';

/** The three kinds of content, as the API and the console's URLs name them. */
export const CONTENT_KINDS = ['comunicaciones', 'eventos', 'guias'] as const;
export type TContentKind = (typeof CONTENT_KINDS)[number];

export interface TContentOf {
  comunicaciones: TOfficeCommunication;
  eventos: TOfficeEvent;
  guias: TOfficeGuide;
}

export type TContentItem = TOfficeCommunication | TOfficeEvent | TOfficeGuide;

export function isContentKind(value: string | null | undefined): value is TContentKind {
  return (CONTENT_KINDS as readonly string[]).includes(value ?? '');
}

/** The id of an item of any kind. */
export function idOf(item: TContentItem): number {
  if ('idComunicacion' in item) return item.idComunicacion;
  if ('idEvento' in item) return item.idEvento;
  return item.idGuia;
}

export const contentKey = (kind: TContentKind) => ['office', 'content', kind] as const;
