import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZDeregistrationResult, ZDeregistrationWithDataBody } from '@portal/contracts/account/account.schemas';
import { api } from '../../../lib/api-client';
import type { TSessionRole } from '../../../lib/session';

type TBody = z.input<typeof ZDeregistrationWithDataBody>;

/**
 * POST solicitarBajaServicio (students and companies, body {motivo}) or, for a student who leaves
 * contact data or asks to erase the CV, solicitarBajaServicioConDatos. Notice 517.
 */
export async function requestDeregistration(
  role: TSessionRole,
  body: TBody,
): Promise<z.infer<typeof ZDeregistrationResult>> {
  const withData =
    role === 'student' && !!(body.emailContacto || body.telefonoContacto || body.borrarDatos || body.comentarios);
  const path =
    role === 'company'
      ? '/api/Empresa/solicitarBajaServicio'
      : withData
        ? '/api/Alumno/solicitarBajaServicioConDatos'
        : '/api/Alumno/solicitarBajaServicio';
  const { datos } = await api.post<z.infer<typeof ZDeregistrationResult>>(
    path,
    withData ? body : { motivo: body.motivo },
  );
  return datos;
}

export function useRequestDeregistration(role: TSessionRole) {
  return useMutation({ mutationFn: (body: TBody) => requestDeregistration(role, body) });
}
