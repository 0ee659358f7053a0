import { Button, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isPlacementKind, type TOfferForm } from '@portal/contracts/proposals/offer-form.schemas';
import { ApiError } from '../../../../lib/api-client';
import { useBrand } from '../../../../lib/brand';
import { LoadingPlaceholders } from '../../../../ui/loading-placeholders';
import { focusFirstInvalid, focusFirstInvalidOnSubmit, serverFieldErrors } from '../../../../lib/field-error';
import { offerFieldRules, offerFormResolver } from '../../utils/offer-form-schema';
import type { TOfferFormValues } from '../../utils/offer-form-values';
import { OfferFormContext } from './offer-form-context';
import { SectionConditions } from './section-conditions';
import { SectionGeneral } from './section-general';
import { SectionLocation } from './section-location';
import { SectionPublication } from './section-publication';
import { SectionRequirements } from './section-requirements';
import { SectionTutors } from './section-tutors';
import { ReadableAlert } from '../../../../ui/readable-alert';
import { useDomains } from '../../../../lib/reference-lists';

/**
 * The one offer form of SPEC §2 (/nueva-propuesta, /editar-propuesta, the preselected-candidate
 * proposal), in sections. SPEC §5: errors show only after a submit attempt, and a failed submit
 * scrolls to (and focuses) the first invalid field. The brand's field rules (SPEC §1) hide,
 * lock or require fields. A refusal of the API with datos.campos marks those fields too.
 */
export function OfferForm({
  initialValues,
  submitLabel,
  onSave,
}: {
  initialValues: TOfferFormValues;
  submitLabel: string;
  /** Sends the valid body; an ApiError with datos.campos marks the fields. */
  onSave: (payload: TOfferForm) => Promise<unknown>;
}) {
  const { t } = useTranslation('proposals');
  const brand = useBrand();
  const { tipo } = initialValues;
  const rules = useMemo(() => offerFieldRules(brand, tipo), [brand, tipo]);
  const resolver = useMemo(() => offerFormResolver(brand, rules), [brand, rules]);
  const { data: domains } = useDomains();
  const methods = useForm<TOfferFormValues, unknown, TOfferForm>({
    resolver,
    defaultValues: initialValues,
    shouldFocusError: false,
  });
  const { errors, isSubmitting, submitCount } = methods.formState;
  const context = useMemo(() => (domains ? { rules, domains } : null), [rules, domains]);

  const submit = methods.handleSubmit(async (payload, event) => {
    const formElement = event?.target instanceof HTMLElement ? event.target : null;
    try {
      await onSave(payload);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      // The popup of the code is already on screen; the fields it names are marked as well.
      const fields = serverFieldErrors(err.datos);
      for (const { path, message } of fields)
        methods.setError(path as FieldPath<TOfferFormValues>, { type: 'server', message });
      if (fields.length > 0) focusFirstInvalid(formElement);
    }
  }, focusFirstInvalidOnSubmit);

  if (!context) return <LoadingPlaceholders count={2} cols={1} />;
  const hasErrors = submitCount > 0 && Object.keys(errors).length > 0;
  return (
    <FormProvider {...methods}>
      <OfferFormContext.Provider value={context}>
        <form noValidate onSubmit={submit} aria-describedby="offer-form-required-note">
          <Stack gap="lg">
            <Text size="sm" id="offer-form-required-note">
              {t('form.requiredNote')}
            </Text>
            {hasErrors && (
              <ReadableAlert color="red.9" role="alert" title={t('form.errorsTitle')}>
                {t('form.errorsBody')}
              </ReadableAlert>
            )}
            <SectionGeneral />
            <SectionConditions />
            <SectionLocation />
            {isPlacementKind(tipo) && <SectionTutors />}
            <SectionRequirements />
            <SectionPublication />
            <Group justify="flex-end">
              <Button type="submit" loading={isSubmitting}>
                {submitLabel}
              </Button>
            </Group>
          </Stack>
        </form>
      </OfferFormContext.Provider>
    </FormProvider>
  );
}
