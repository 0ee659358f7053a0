import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOfferDetail, TRequiredDocument } from '@portal/contracts/offers/offers.schemas';
import { ApiError } from '../../../lib/api-client';
import { useEnrol } from '../api/enrol';
import { getCreditsWarning } from '../api/get-credits-warning';
import { getMissingPersonalData } from '../api/get-missing-personal-data';
import { ApplyDialogs, type TApplyDialog } from './apply-dialogs';

/** datos of 80: `{ requisitos: [{ requisito, descripcion }] }`. */
function requirementLines(datos: unknown): string[] {
  const list = (datos as { requisitos?: Array<{ descripcion?: unknown }> } | null)?.requisitos;
  return Array.isArray(list)
    ? list.map((r) => (typeof r.descripcion === 'string' ? r.descripcion : '')).filter(Boolean)
    : [];
}

/**
 * 'Inscribirme': missing personal data → its popup; else the credits refusal when the API warns
 * (2-year masters under the minimum: enrolling would answer 52), or the plain confirmation; then the enrolment, whose 11 and 80 answers
 * open their own popups (the API client shows every other code).
 */
export function ApplyButton({ offer, onApplied }: { offer: TOfferDetail; onApplied?: () => void }) {
  const { t } = useTranslation('offers');
  const enrol = useEnrol();
  const [dialog, setDialog] = useState<TApplyDialog>(null);
  const [checking, setChecking] = useState(false);

  async function start() {
    setChecking(true);
    try {
      const missing = await getMissingPersonalData();
      if (missing?.faltanDatos) {
        setDialog({ kind: 'missingData', campos: missing.campos });
        return;
      }
      const warning = await getCreditsWarning(offer.urlAcceso).catch(() => null);
      setDialog(warning?.sacaAviso ? { kind: 'credits', warning } : { kind: 'confirm' });
    } finally {
      setChecking(false);
    }
  }

  function confirm() {
    enrol.mutate(offer.urlAcceso, {
      onSuccess: () => {
        setDialog(null);
        onApplied?.();
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return setDialog(null);
        if (error.status === 11) {
          const docs = (error.datos as { documentacionNecesaria?: TRequiredDocument[] } | null)?.documentacionNecesaria;
          setDialog({ kind: 'documents', documentos: Array.isArray(docs) ? docs : [] });
        } else if (error.status === 80) {
          setDialog({ kind: 'requirements', mensaje: error.mensaje ?? '', requisitos: requirementLines(error.datos) });
        } else setDialog(null);
      },
    });
  }

  return (
    <>
      <Button onClick={() => void start()} loading={checking} size="md">
        {t('apply.button')}
      </Button>
      <ApplyDialogs
        dialog={dialog}
        offerTitle={offer.titulo}
        busy={enrol.isPending}
        onConfirm={confirm}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
