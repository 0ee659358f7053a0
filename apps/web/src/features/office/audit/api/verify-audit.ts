import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAuditVerification } from '@portal/contracts/office/audit-verification.schemas';
import { officeApi } from '../../../../office/office-api';

/** GET /api/Gestion/auditoria/verificacion: the brand's audit log checked against its hash chain (ADR 0037). */
async function verifyAudit(): Promise<TAuditVerification> {
  return (await officeApi.get<TAuditVerification>('/api/Gestion/auditoria/verificacion')).datos;
}

const auditVerificationQuery = () =>
  queryOptions({ queryKey: ['office', 'audit', 'verification'], queryFn: verifyAudit });

export function useAuditVerification() {
  return useQuery(auditVerificationQuery());
}
