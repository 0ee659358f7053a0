import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  ZChangeCandidateStateBody,
  type TCandidateDetail,
  type TChangeCandidateStateBody,
} from '@portal/contracts/candidates/candidates.schemas';
import { candidatureNeedsReason, FINAL_CANDIDATURE_STATES } from '@portal/contracts/proposals/states';
import { useChangeCandidateState } from '../api/change-candidate-state';
import { focusFirstInvalidOnSubmit, useFieldErrorText } from '../../../lib/field-error';

interface TStateValues {
  idEstado: string | null;
  idMotivo: string | null;
  motivo: string;
}

/**
 * The contracts' cambiaEstadoCandidatura body, plus SPEC §4/§5: moving to 17 (rejected) needs a
 * reason of the offer's profile (the API answers the list in motivosRechazo).
 */
export function candidateStateSchema(idCandidatura: number) {
  return z.preprocess(
    (values: TStateValues) => {
      return {
        idCandidatura,
        idEstado: values.idEstado ? Number(values.idEstado) : undefined,
        idMotivo: values.idMotivo ? Number(values.idMotivo) : null,
        motivo: values.motivo.trim() === '' ? null : values.motivo,
      };
    },
    ZChangeCandidateStateBody.superRefine((body, ctx) => {
      if (candidatureNeedsReason(body.idEstado) && !body.idMotivo)
        ctx.addIssue({ code: 'custom', path: ['idMotivo'], message: 'required', input: undefined });
    }),
  );
}

/**
 * The company's reasons for moving to `idEstado` (SPEC §3 Rejection reason: idEstado, idPerfil):
 * the candidate's `motivosRechazo` are the company's own, filtered as SPEC §4 says, by the offer's
 * profile or none; never the student's reasons for refusing a pre-enrolment.
 */
export function companyReasonsFor(candidate: TCandidateDetail, idEstado: number | null) {
  return candidate.motivosRechazo.filter(
    (m) => m.idEstado === idEstado && (m.idPerfil === null || m.idPerfil === candidate.idPerfil),
  );
}

/**
 * SPEC §2 company offer detail: the candidate's state change, with the rejection reason; a final
 * state (hired, discarded) is confirmed first, since it cannot be changed back (issue #12 item 12).
 */
export function CandidateStateForm({ candidate }: { candidate: TCandidateDetail }) {
  const { t } = useTranslation('proposals');
  const errorText = useFieldErrorText();
  const change = useChangeCandidateState();
  const form = useForm<TStateValues, unknown, TChangeCandidateStateBody>({
    resolver: zodResolver(candidateStateSchema(candidate.idCandidatura)),
    defaultValues: { idEstado: null, idMotivo: null, motivo: '' },
    shouldFocusError: false,
  });
  const idEstado = useWatch({ control: form.control, name: 'idEstado' });
  const needsReason = idEstado !== null && candidatureNeedsReason(Number(idEstado));
  const reasons = companyReasonsFor(candidate, idEstado === null ? null : Number(idEstado));
  const [pending, setPending] = useState<TChangeCandidateStateBody | null>(null);

  async function send(body: TChangeCandidateStateBody): Promise<void> {
    await change.mutateAsync(body);
    form.reset({ idEstado: null, idMotivo: null, motivo: '' });
  }

  const submit = form.handleSubmit(async (parsed) => {
    const body = needsReason ? parsed : { ...parsed, idMotivo: null, motivo: null };
    if ((FINAL_CANDIDATURE_STATES as readonly number[]).includes(body.idEstado)) setPending(body);
    else await send(body);
  }, focusFirstInvalidOnSubmit);
  const pendingState = pending
    ? candidate.estadosPosibles.find((s) => s.id === pending.idEstado)?.descripcion
    : undefined;

  return (
    <form noValidate onSubmit={(e) => void submit(e).catch(() => undefined)} aria-label={t('candidate.changeState')}>
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="idEstado"
          render={({ field, fieldState }) => (
            <Select
              ref={field.ref}
              name={field.name}
              label={t('candidate.newState')}
              required
              placeholder={t('form.choose')}
              data={candidate.estadosPosibles.map((s) => ({ value: String(s.id), label: s.descripcion }))}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errorText(fieldState.error)}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        {needsReason && (
          <>
            <Controller
              control={form.control}
              name="idMotivo"
              render={({ field, fieldState }) => (
                <Select
                  ref={field.ref}
                  name={field.name}
                  label={t('candidate.reason')}
                  required
                  placeholder={t('form.choose')}
                  data={reasons.map((m) => ({ value: String(m.idMotivo), label: m.descripcion }))}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errorText(fieldState.error)}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
            <Controller
              control={form.control}
              name="motivo"
              render={({ field, fieldState }) => (
                <Textarea
                  ref={field.ref}
                  name={field.name}
                  label={t('candidate.reasonText')}
                  value={field.value}
                  onChange={(e) => field.onChange(e.currentTarget.value)}
                  onBlur={field.onBlur}
                  error={errorText(fieldState.error)}
                  autosize
                  minRows={2}
                />
              )}
            />
          </>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            {t('candidate.submitState')}
          </Button>
        </Group>
      </Stack>
      <Modal opened={pending !== null} onClose={() => setPending(null)} title={t('candidate.confirmTitle')} centered>
        <Text>{t('candidate.confirmFinal', { estado: pendingState ?? '' })}</Text>
        <Group justify="flex-end" mt="md" gap="sm">
          <Button variant="default" onClick={() => setPending(null)}>
            {t('candidate.confirmCancel')}
          </Button>
          <Button
            loading={change.isPending}
            onClick={() => {
              const body = pending;
              setPending(null);
              if (body) void send(body).catch(() => undefined);
            }}
          >
            {t('candidate.confirmOk')}
          </Button>
        </Group>
      </Modal>
    </form>
  );
}
