import { Select, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { TCv } from '@portal/contracts/cv/cv.schemas';
import { ZPortfolioBody, ZPresentationBody } from '@portal/contracts/cv/cv-sections.schemas';
import type { TDominios } from '@portal/contracts/domains/domains.schemas';
import { useEditActiveInternshipSearch } from '../api/edit-active-internship-search';
import { useEditActiveJobSearch } from '../api/edit-active-job-search';
import { useEditInternshipPreference } from '../api/edit-internship-preference';
import { useEditPortfolio } from '../api/edit-portfolio';
import { useEditPresentation } from '../api/edit-presentation';
import { useEditSneLevel } from '../api/edit-sne-level';
import { useEditUniversityInfo } from '../api/edit-university-info';
import { useEditWorkPermit } from '../api/edit-work-permit';
import { idValue, options } from '../utils/field-rules';
import { fieldErrorText, scrollToFirstInvalid } from '../utils/form-errors';
import { SaveBar } from './save-bar';

/** SPEC §2 CV 'presentation'. */
export function PresentationForm({ texto }: { texto: string | null }) {
  const { t } = useTranslation('cv');
  const mutation = useEditPresentation();
  type V = z.input<typeof ZPresentationBody>;
  const { register, handleSubmit, formState } = useForm<V, unknown, z.output<typeof ZPresentationBody>>({
    resolver: zodResolver(ZPresentationBody) as unknown as Resolver<V, unknown, z.output<typeof ZPresentationBody>>,
    defaultValues: { texto: texto ?? '' },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit((v) => mutation.mutateAsync(v).catch(() => undefined), scrollToFirstInvalid)}
      aria-label={t('presentation.title')}
    >
      <Textarea
        label={t('presentation.title')}
        autosize
        minRows={3}
        error={fieldErrorText(t, formState.errors.texto)}
        {...register('texto')}
      />
      <SaveBar pending={mutation.isPending} saved={mutation.isSuccess} />
    </form>
  );
}

/** SPEC §2 CV 'portfolio link' (a well-formed URL, SPEC §5). */
export function PortfolioForm({ enlace }: { enlace: string | null }) {
  const { t } = useTranslation('cv');
  const mutation = useEditPortfolio();
  type V = z.input<typeof ZPortfolioBody>;
  const { register, handleSubmit, formState } = useForm<V, unknown, z.output<typeof ZPortfolioBody>>({
    resolver: zodResolver(ZPortfolioBody) as unknown as Resolver<V, unknown, z.output<typeof ZPortfolioBody>>,
    defaultValues: { enlace: enlace ?? '' },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit((v) => mutation.mutateAsync(v).catch(() => undefined), scrollToFirstInvalid)}
      aria-label={t('portfolio.title')}
    >
      <TextInput
        type="url"
        label={t('portfolio.title')}
        placeholder="https://"
        error={fieldErrorText(t, formState.errors.enlace)}
        {...register('enlace')}
      />
      <SaveBar pending={mutation.isPending} saved={mutation.isSuccess} />
    </form>
  );
}

/** Internship periods offered for the preference (SPEC §2 'internship period preference'). */
const PERIOD_IDS = [1, 2, 3] as const;

/** SPEC §2: active-search toggles, internship period, work permit, SNE level, university information. */
export function SearchPreferences({ cv, domains }: { cv: TCv; domains: TDominios | undefined }) {
  const { t } = useTranslation('cv');
  const internships = useEditActiveInternshipSearch();
  const jobs = useEditActiveJobSearch();
  const period = useEditInternshipPreference();
  const permit = useEditWorkPermit();
  const sne = useEditSneLevel();
  const info = useEditUniversityInfo();
  const ignore = () => undefined;
  return (
    <Stack gap="sm">
      <Switch
        label={t('preferences.activeInternships')}
        checked={cv.busquedaPracticasActiva}
        onChange={(event) => internships.mutateAsync({ activa: event.currentTarget.checked }).catch(ignore)}
      />
      <Switch
        label={t('preferences.activeJobs')}
        checked={cv.busquedaTrabajoActiva}
        onChange={(event) => jobs.mutateAsync({ activa: event.currentTarget.checked }).catch(ignore)}
      />
      <Switch
        label={t('preferences.workPermit')}
        description={cv.necesitaPermisoTrabajo ? t('preferences.workPermitNeeded') : undefined}
        checked={cv.tienePermisoTrabajo}
        onChange={(event) => permit.mutateAsync({ permiso: event.currentTarget.checked }).catch(ignore)}
      />
      <Switch
        label={t('preferences.universityInfo')}
        checked={cv.recibirInformacionUniversidad}
        onChange={(event) => info.mutateAsync({ recibir: event.currentTarget.checked }).catch(ignore)}
      />
      <Select
        label={t('preferences.period')}
        data={PERIOD_IDS.map((id) => ({ value: String(id), label: t(`preferences.periods.${id}`) }))}
        value={idValue(cv.idPeriodoPreferenciaPracticas) || null}
        onChange={(value) => period.mutateAsync({ idPeriodoPreferencia: value ?? '' }).catch(ignore)}
        clearable
      />
      <Select
        label={t('preferences.sne')}
        data={options(domains?.nivelesFormativosSNE)}
        value={idValue(cv.idNivelFormativoSNE) || null}
        onChange={(value) => (value ? sne.mutateAsync({ id: value }).catch(ignore) : undefined)}
      />
    </Stack>
  );
}
