import type { z } from 'zod';
import type { ZPortfolioBody } from '@portal/contracts/cv/cv-sections.schemas';
import { api } from '../../../lib/api-client';
import { useCvMutation } from './cv-keys';

/** POST /api/Alumno/editEnlacePortfolio (SPEC §7 Student 'Personal data and CV'). */
export async function editPortfolio(body: z.input<typeof ZPortfolioBody>): Promise<null> {
  const { datos } = await api.post<null>('/api/Alumno/editEnlacePortfolio', body);
  return datos;
}

export function useEditPortfolio() {
  return useCvMutation(editPortfolio);
}
