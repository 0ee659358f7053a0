import { MultiSelect, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCvInterests } from '@portal/contracts/cv/cv.schemas';
import type { TDominios } from '@portal/contracts/domains/domains.schemas';
import { useEditInterests } from '../api/edit-interests';
import { useEditItKnowledge } from '../api/edit-it-knowledge';
import { useEditSkills } from '../api/edit-skills';
import { options } from '../utils/field-rules';
import { SaveBar } from './save-bar';

/** SPEC §2 CV 'interests and IT skills': interest tags, professional skills and IT programs. */
export function InterestsSection({ interes, domains }: { interes: TCvInterests; domains: TDominios | undefined }) {
  const { t } = useTranslation('cv');
  const [tags, setTags] = useState(interes.tagsInteres.map(String));
  const [skills, setSkills] = useState(interes.competencias.map(String));
  const [programs, setPrograms] = useState(interes.programasInformaticos.map((p) => String(p.idPrograma)));
  const editTags = useEditInterests();
  const editSkills = useEditSkills();
  const editPrograms = useEditItKnowledge();
  const pending = editTags.isPending || editSkills.isPending || editPrograms.isPending;
  const [saved, setSaved] = useState(false);

  async function save(event: FormEvent): Promise<void> {
    event.preventDefault();
    setSaved(false);
    const levels = new Map(interes.programasInformaticos.map((p) => [p.idPrograma, p.idNivel]));
    try {
      await editTags.mutateAsync({ tagsInteres: tags.map(Number) });
      await editSkills.mutateAsync({ competencias: skills.map(Number) });
      await editPrograms.mutateAsync({
        programasInformaticos: programs.map((id) => ({
          idPrograma: Number(id),
          idNivel: levels.get(Number(id)) ?? undefined,
        })),
      });
      setSaved(true);
    } catch {
      // Shown by the API client.
    }
  }

  return (
    <form noValidate onSubmit={(event) => void save(event)} aria-label={t('interests.title')}>
      <Stack gap="sm">
        <MultiSelect
          label={t('interests.tags')}
          data={options(domains?.tagsInteresAlumno)}
          value={tags}
          onChange={setTags}
          searchable
          maxValues={30}
        />
        <MultiSelect
          label={t('interests.skills')}
          data={options(domains?.competencias)}
          value={skills}
          onChange={setSkills}
          searchable
          maxValues={30}
        />
        <MultiSelect
          label={t('interests.programs')}
          data={options(domains?.programasInformaticos)}
          value={programs}
          onChange={setPrograms}
          searchable
          maxValues={50}
        />
      </Stack>
      <SaveBar pending={pending} saved={saved} />
    </form>
  );
}
