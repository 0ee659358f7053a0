import { Box, Button, Group, Stack, Stepper, Text } from '@mantine/core';
import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isPlacementKind, type TOfferForm } from '@portal/contracts/proposals/offer-form.schemas';
import { ApiError } from '../../../../lib/api-client';
import { useBrand } from '../../../../lib/brand';
import { LoadingPlaceholders } from '../../../../ui/loading-placeholders';
import { focusFirstInvalid, focusFirstInvalidOnSubmit, serverFieldErrors } from '../../../../lib/field-error';
import { offerFieldRules, offerFormResolver } from '../../utils/offer-form-schema';
import { firstStepWithError, offerSteps, stepFields, type TOfferStepKey } from '../../utils/offer-form-steps';
import type { TOfferFormValues } from '../../utils/offer-form-values';
import { OfferFormContext } from './offer-form-context';
import { OfferPreview } from './offer-preview';
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
 *
 * A new offer is written in steps (#16 part 6: position, conditions, requirements, tutor and
 * thesis, review): each step checks its own fields before going on, and the review shows the
 * offer as students will see it. Every step stays mounted (only the current one is shown), so the
 * values, the rules and the calls are those of the one form; a failed send goes back to the
 * first step with an error. Editing an offer keeps all the sections on one page (ADR 0026).
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
  const stepped = initialValues.idOferta === undefined;
  const steps = offerSteps(isPlacementKind(tipo) && rules.shown('tutorEmpresa.nombre'));
  const [active, setActive] = useState(0);
  const [preview, setPreview] = useState<TOfferForm | null>(null);
  const formId = useId();
  const last = steps.length - 1;

  /** Shows step `index` and gives the focus to its first invalid field, if any. */
  const showStep = (index: number, focusInvalid: boolean) => {
    setActive(index);
    if (focusInvalid) focusFirstInvalid(document.getElementById(`${formId}-step-${index}`));
  };

  const goTo = async (index: number) => {
    if (index <= active) return showStep(index, false);
    // Forwards, only through steps whose fields are valid.
    for (let step = active; step < index; step += 1) {
      const fields = stepFields(steps[step]);
      if (fields.length > 0 && !(await methods.trigger(fields))) return showStep(step, true);
    }
    if (steps[index] === 'review') {
      const result = await resolver(methods.getValues(), undefined, {
        fields: {},
        shouldUseNativeValidation: false,
      });
      const errorPaths = Object.keys(result.errors);
      if (errorPaths.length > 0) {
        await methods.trigger();
        return showStep(firstStepWithError(steps, errorPaths), true);
      }
      setPreview(result.values as TOfferForm);
    }
    showStep(index, false);
  };

  const submit = methods.handleSubmit(
    async (payload, event) => {
      const formElement = event?.target instanceof HTMLElement ? event.target : null;
      try {
        await onSave(payload);
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        // The popup of the code is already on screen; the fields it names are marked as well.
        const fields = serverFieldErrors(err.datos);
        for (const { path, message } of fields)
          methods.setError(path as FieldPath<TOfferFormValues>, { type: 'server', message });
        if (fields.length > 0) {
          if (stepped)
            showStep(
              firstStepWithError(
                steps,
                fields.map((f) => f.path),
              ),
              true,
            );
          else focusFirstInvalid(formElement);
        }
      }
    },
    (errors, event) => {
      if (stepped) showStep(firstStepWithError(steps, Object.keys(errors)), true);
      else focusFirstInvalidOnSubmit(errors, event);
    },
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // Enter in a field of an earlier step goes on to the next step; only the review sends.
    if (stepped && active < last) {
      event.preventDefault();
      void goTo(active + 1);
      return;
    }
    void submit(event);
  };

  if (!context) return <LoadingPlaceholders count={2} cols={1} />;
  const hasErrors = submitCount > 0 && Object.keys(errors).length > 0;
  const sections: Record<Exclude<TOfferStepKey, 'review'>, ReactNode> = {
    position: (
      <>
        <SectionGeneral />
        <SectionLocation />
      </>
    ),
    conditions: (
      <>
        <SectionConditions />
        <SectionPublication />
      </>
    ),
    requirements: <SectionRequirements />,
    tutors: <SectionTutors />,
  };
  const submitButton = (
    <Button key="submit" type="submit" loading={isSubmitting}>
      {submitLabel}
    </Button>
  );
  return (
    <FormProvider {...methods}>
      <OfferFormContext.Provider value={context}>
        <form id={formId} noValidate onSubmit={onSubmit} aria-describedby="offer-form-required-note">
          <Stack gap="lg">
            <Text size="sm" id="offer-form-required-note">
              {t('form.requiredNote')}
            </Text>
            {hasErrors && (
              <ReadableAlert color="red.9" role="alert" title={t('form.errorsTitle')}>
                {t('form.errorsBody')}
              </ReadableAlert>
            )}
            {stepped ? (
              <>
                <Stepper active={active} onStepClick={(index) => void goTo(index)} size="sm">
                  {steps.map((step) => (
                    <Stepper.Step key={step} label={t(`steps.${step}`)} />
                  ))}
                </Stepper>
                {steps.map((step, index) => (
                  <Box key={step} id={`${formId}-step-${index}`} hidden={index !== active}>
                    <Stack gap="lg">
                      {step === 'review' ? preview && <OfferPreview offer={preview} /> : sections[step]}
                    </Stack>
                  </Box>
                ))}
                <Group justify="space-between">
                  {active > 0 ? (
                    <Button variant="default" onClick={() => void goTo(active - 1)}>
                      {t('steps.back')}
                    </Button>
                  ) : (
                    <span />
                  )}
                  {active < last ? (
                    // Its own key: were React to turn this very button into the submit one while the click
                    // is dispatched, the browser would send the form (#16 part 6).
                    <Button key="next" onClick={() => void goTo(active + 1)}>
                      {t('steps.next')}
                    </Button>
                  ) : (
                    submitButton
                  )}
                </Group>
              </>
            ) : (
              <>
                <SectionGeneral />
                <SectionConditions />
                <SectionLocation />
                {isPlacementKind(tipo) && <SectionTutors />}
                <SectionRequirements />
                <SectionPublication />
                <Group justify="flex-end">{submitButton}</Group>
              </>
            )}
          </Stack>
        </form>
      </OfferFormContext.Provider>
    </FormProvider>
  );
}
