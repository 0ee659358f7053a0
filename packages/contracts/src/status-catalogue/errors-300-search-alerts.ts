import type { TStatusEntryData } from '../status-codes';

/** Refusals of the saved-search alerts (issue #16 part 3), numbered from 300. */
export const errorEntriesFrom300: readonly TStatusEntryData[] = [
  {
    code: 300,
    categoria: 'secondary',
    http: 404,
    es: {
      titulo: 'Alerta no encontrada',
      cuerpo:
        'Este enlace ya no da de baja ninguna alerta: ya se dio de baja o la búsqueda se eliminó. No recibirás más correos de ella.',
    },
    ca: {
      titulo: 'Alerta no trobada',
      cuerpo:
        "Aquest enllaç ja no dona de baixa cap alerta: ja es va donar de baixa o la cerca es va eliminar. No rebràs més correus d'aquesta alerta.",
    },
  },
];
