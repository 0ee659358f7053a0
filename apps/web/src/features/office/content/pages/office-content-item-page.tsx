import {
  Anchor,
  Button,
  Checkbox,
  Grid,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  CONTENT_AUDIENCES,
  CONTENT_GUIDE_EXTENSIONS,
  CONTENT_IMAGE_EXTENSIONS,
  ZCommunicationForm,
  ZEventForm,
  ZGuideForm,
  type TContentUploadKind,
} from '@portal/contracts/office/content.schemas';
import { routePath } from '@portal/contracts/routes';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useDomains } from '../../../../lib/reference-lists';
import { FileDrop } from '../../../../ui/upload/file-drop';
import type { TPickedFile } from '../../../../ui/upload/picked-file';
import { LoadingPlaceholders } from '../../../../ui/loading-placeholders';
import { idOf, isContentKind, type TContentItem, type TContentKind } from '../api/content-kinds';
import { useContentItem } from '../api/get-content-item';
import { useSaveContentItem } from '../api/save-content-item';
import { useUploadContentFile } from '../api/upload-content-file';
import { ContentPreview } from '../components/content-preview';
import { EventEnrolments } from '../components/event-enrolments';
import { StateBadge } from '../components/state-badge';
import { DateField } from '../../../../ui/date-field/date-field';
import { DateTimeField } from '../../../../ui/date-field/date-time-field';

type TValues = Record<string, string | boolean | number | null>;

/** Spanish and Catalan texts edited side by side, per kind; `long` ones are text areas. */
const TEXTS: Record<TContentKind, { field: string; long?: boolean; required?: boolean; label?: string }[]> = {
  comunicaciones: [{ field: 'descripcion', long: true, required: true, label: 'texto' }],
  eventos: [
    { field: 'titulo', required: true },
    { field: 'entradilla' },
    { field: 'descripcion', long: true },
    { field: 'categoria', required: true },
    { field: 'lugar', required: true },
  ],
  guias: [
    { field: 'titulo', required: true },
    { field: 'descripcion', long: true },
  ],
};

const pad = (n: number) => String(n).padStart(2, '0');
/** An ISO moment as the DateTimeField writes it ('YYYY-MM-DDTHH:mm'), in the browser's time zone. */
function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function initialValues(kind: TContentKind, item: TContentItem | undefined): TValues {
  const base: TValues = {
    publicarDesde: kind === 'comunicaciones' ? new Date().toISOString().slice(0, 10) : '',
    publicarHasta: '',
    destinatarios: kind === 'comunicaciones' ? 'alumnos' : 'todos',
    idTitulacion: '',
    idSede: '',
    borrador: false,
    destacado: false,
    inscripcionAbierta: true,
    plazas: '',
    fechaLocal: '',
    enlace: '',
    idImagen: null,
    idFichero: null,
  };
  for (const { field } of TEXTS[kind]) {
    base[`${field}Es`] = '';
    base[`${field}Ca`] = '';
  }
  if (!item) return base;
  const values: TValues = { ...base };
  for (const [key, value] of Object.entries(item)) {
    if (key in base && (typeof value !== 'object' || value === null)) values[key] = value as TValues[string];
  }
  values.publicarDesde = item.publicarDesde ?? '';
  values.publicarHasta = item.publicarHasta ?? '';
  values.idTitulacion = item.idTitulacion === null ? '' : String(item.idTitulacion);
  values.idSede = item.idSede === null ? '' : String(item.idSede);
  if ('fecha' in item) {
    values.fechaLocal = toLocalInput(item.fecha);
    values.plazas = item.plazas === null ? '' : item.plazas;
  }
  return values;
}

/** The body the API takes, from the form's values. */
function bodyOf(kind: TContentKind, v: TValues): Record<string, unknown> {
  const body: Record<string, unknown> = {
    publicarDesde: v.publicarDesde || null,
    publicarHasta: v.publicarHasta || null,
    destinatarios: v.destinatarios,
    idTitulacion: v.idTitulacion ? Number(v.idTitulacion) : null,
    idSede: v.idSede ? Number(v.idSede) : null,
    borrador: v.borrador === true,
  };
  for (const { field } of TEXTS[kind]) {
    body[`${field}Es`] = v[`${field}Es`];
    body[`${field}Ca`] = v[`${field}Ca`];
  }
  if (kind === 'comunicaciones') body.enlace = v.enlace;
  if (kind === 'eventos') {
    const when = new Date(String(v.fechaLocal));
    body.fecha = Number.isNaN(when.getTime()) ? '' : when.toISOString();
    body.destacado = v.destacado === true;
    body.inscripcionAbierta = v.inscripcionAbierta === true;
    body.plazas = v.plazas === '' || v.plazas === null ? null : Number(v.plazas);
    body.idImagen = v.idImagen;
  }
  if (kind === 'guias') {
    body.idFichero = v.idFichero;
    body.idImagen = v.idImagen;
  }
  return body;
}

const SCHEMA = { comunicaciones: ZCommunicationForm, eventos: ZEventForm, guias: ZGuideForm } as const;

/** An upload field: the file is stored as soon as it is picked; the form keeps its id. */
function UploadField({
  label,
  tipo,
  required,
  error,
  onUploaded,
}: {
  label: string;
  tipo: TContentUploadKind;
  required?: boolean;
  error?: string;
  onUploaded: (file: { idFichero: number; url: string } | null) => void;
}) {
  const { t } = useTranslation('office');
  const upload = useUploadContentFile();
  const [picked, setPicked] = useState<TPickedFile>(null);
  return (
    <Stack gap={4}>
      <FileDrop
        label={label}
        extensions={tipo === 'guia' ? CONTENT_GUIDE_EXTENSIONS : CONTENT_IMAGE_EXTENSIONS}
        sending={upload.isPending}
        progress={upload.progress}
        value={picked}
        required={required}
        error={error}
        onChange={(file) => {
          setPicked(file);
          if (file?.kind !== 'file') {
            onUploaded(null);
            return;
          }
          upload.mutate(
            { tipo, nombre: file.nombre, ficheroB64: file.ficheroB64 },
            { onSuccess: (done) => onUploaded(done), onError: () => onUploaded(null) },
          );
        }}
      />
      {upload.isSuccess && picked && (
        <Text size="sm" role="status" c="teal.9">
          {t('content.uploaded')}
        </Text>
      )}
    </Stack>
  );
}

function ContentForm({ kind, item }: { kind: TContentKind; item: TContentItem | undefined }) {
  const { t, i18n } = useTranslation('office');
  const lang = i18n.language === 'ca' ? 'ca' : undefined;
  const navigate = useNavigate();
  const domains = useDomains().data;
  const id = item ? idOf(item) : null;
  const save = useSaveContentItem(kind, id);
  const [values, setValues] = useState<TValues>(() => initialValues(kind, item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [imageUrl, setImageUrl] = useState<string | null>(
    item && 'urlImagen' in item ? (item.urlImagen ?? null) : null,
  );
  const [saved, setSaved] = useState(false);
  useEffect(() => setSaved(false), [values]);
  const set = (field: string, value: TValues[string]) => setValues((v) => ({ ...v, [field]: value }));
  const shared = item?.compartido === true;
  const errorOf = (field: string) => (errors[field] ? t(`content.errors.${errors[field]}`) : undefined);

  const submit = () => {
    const body = bodyOf(kind, values);
    const parsed = SCHEMA[kind].safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        const key = ['required', 'malformed', 'maxLength', '232', '237'].includes(issue.message)
          ? issue.message
          : 'malformed';
        if (!found[field]) found[field] = field === 'fecha' && !values.fechaLocal ? 'required' : key;
      }
      setErrors(found);
      const first = Object.keys(found)[0];
      document.getElementById(`content-${first === 'fecha' ? 'fechaLocal' : first}`)?.focus();
      return;
    }
    setErrors({});
    save.mutate(body, {
      onSuccess: (done) => {
        setSaved(true);
        if (id === null)
          void navigate(routePath('office-content-item', { tipo: kind, id: idOf(done) }, lang), { replace: true });
      },
    });
  };

  const audiences = CONTENT_AUDIENCES.filter((a) => kind === 'comunicaciones' || a !== 'empresas');
  return (
    // #16 part 7: the grid's negative gutter margins stuck out sideways at a phone's width.
    <Grid gutter="xl" overflow="hidden">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <form
          noValidate
          aria-labelledby="content-form-title"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            <Title order={2} size="h3" id="content-form-title">
              {t('content.form.title')}
            </Title>
            {shared && (
              <Text size="sm" role="note">
                {t('content.sharedNote')}
              </Text>
            )}
            {TEXTS[kind].map(({ field, long, required, label }) => (
              <SimpleGrid key={field} cols={{ base: 1, sm: 2 }} spacing="sm">
                {(['Es', 'Ca'] as const).map((suffix) => {
                  const name = `${field}${suffix}`;
                  const props = {
                    id: `content-${name}`,
                    label: t(`content.fields.${label ?? field}${suffix}`),
                    value: String(values[name] ?? ''),
                    required: required && suffix === 'Es',
                    error: errorOf(name),
                    description: suffix === 'Ca' ? t('content.form.catalanHint') : undefined,
                    onChange: (e: { currentTarget: { value: string } }) => set(name, e.currentTarget.value),
                  };
                  return long ? (
                    <Textarea key={name} autosize minRows={3} {...props} />
                  ) : (
                    <TextInput key={name} {...props} />
                  );
                })}
              </SimpleGrid>
            ))}
            {kind === 'comunicaciones' && (
              <TextInput
                id="content-enlace"
                label={t('content.fields.enlace')}
                description={t('content.form.linkHint')}
                value={String(values.enlace ?? '')}
                error={errorOf('enlace')}
                onChange={(e) => set('enlace', e.currentTarget.value)}
              />
            )}
            {kind === 'eventos' && (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <DateTimeField
                  id="content-fechaLocal"
                  label={t('content.fields.fecha')}
                  required
                  value={String(values.fechaLocal ?? '')}
                  error={errorOf('fecha')}
                  onChange={(moment) => set('fechaLocal', moment)}
                />
                <NumberInput
                  id="content-plazas"
                  label={t('content.fields.plazas')}
                  description={t('content.form.placesHint')}
                  min={1}
                  allowDecimal={false}
                  value={values.plazas === null ? '' : (values.plazas as number | string)}
                  error={errorOf('plazas')}
                  onChange={(v) => set('plazas', v === '' ? '' : Number(v))}
                />
                <Checkbox
                  label={t('content.fields.destacado')}
                  checked={values.destacado === true}
                  onChange={(e) => set('destacado', e.currentTarget.checked)}
                />
                <Checkbox
                  label={t('content.fields.inscripcionAbierta')}
                  checked={values.inscripcionAbierta === true}
                  onChange={(e) => set('inscripcionAbierta', e.currentTarget.checked)}
                />
              </SimpleGrid>
            )}
            {kind === 'guias' && (
              <>
                <UploadField
                  label={t('content.fields.fichero')}
                  tipo="guia"
                  required
                  error={errorOf('idFichero')}
                  onUploaded={(file) =>
                    set('idFichero', file?.idFichero ?? (item && 'idFichero' in item ? item.idFichero : null))
                  }
                />
                {item && 'urlFichero' in item && item.urlFichero && (
                  <Anchor href={item.urlFichero} size="sm">
                    {t('content.form.currentFile')}
                  </Anchor>
                )}
              </>
            )}
            {kind !== 'comunicaciones' && (
              <UploadField
                label={t('content.fields.imagen')}
                tipo={kind === 'eventos' ? 'imagenEvento' : 'imagenGuia'}
                error={errorOf('idImagen')}
                onUploaded={(file) => {
                  set('idImagen', file?.idFichero ?? null);
                  setImageUrl(file?.url ?? null);
                }}
              />
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <DateField
                id="content-publicarDesde"
                label={t('content.fields.publicarDesde')}
                required={kind === 'comunicaciones'}
                value={String(values.publicarDesde ?? '')}
                error={errorOf('publicarDesde')}
                onChange={(day) => set('publicarDesde', day)}
              />
              <DateField
                id="content-publicarHasta"
                label={t('content.fields.publicarHasta')}
                value={String(values.publicarHasta ?? '')}
                error={errorOf('publicarHasta')}
                onChange={(day) => set('publicarHasta', day)}
              />
              <NativeSelect
                id="content-destinatarios"
                label={t('content.fields.destinatarios')}
                value={String(values.destinatarios)}
                error={errorOf('destinatarios')}
                onChange={(e) => set('destinatarios', e.currentTarget.value)}
                data={audiences.map((a) => ({ value: a, label: t(`content.audiences.${a}`) }))}
              />
              <NativeSelect
                id="content-idTitulacion"
                label={t('content.fields.idTitulacion')}
                value={String(values.idTitulacion ?? '')}
                onChange={(e) => set('idTitulacion', e.currentTarget.value)}
                data={[
                  { value: '', label: t('content.form.anyDegree') },
                  ...(domains?.titulaciones ?? []).map((d) => ({ value: String(d.id), label: d.descripcion })),
                ]}
              />
              <NativeSelect
                id="content-idSede"
                label={t('content.fields.idSede')}
                value={String(values.idSede ?? '')}
                onChange={(e) => set('idSede', e.currentTarget.value)}
                data={[
                  { value: '', label: t('content.form.anyCampus') },
                  ...(domains?.sedes ?? []).map((d) => ({ value: String(d.id), label: d.descripcion })),
                ]}
              />
              <Checkbox
                label={t('content.fields.borrador')}
                checked={values.borrador === true}
                onChange={(e) => set('borrador', e.currentTarget.checked)}
              />
            </SimpleGrid>
            <Group>
              <Button type="submit" loading={save.isPending} disabled={shared}>
                {t('content.form.save')}
              </Button>
              <Button component={Link} variant="default" to={`${routePath('office-content', {}, lang)}?tipo=${kind}`}>
                {t('content.form.back')}
              </Button>
              {saved && (
                <Text size="sm" role="status" c="teal.9">
                  {t('content.form.saved')}
                </Text>
              )}
            </Group>
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <ContentPreview kind={kind} values={values} imageUrl={imageUrl} />
      </Grid.Col>
    </Grid>
  );
}

/**
 * /gestion/contenidos/{tipo}/{id} (issue #15 'Content'): the form of a communication, event or
 * guide ('nuevo' for a new one) beside its preview, and an event's enrolled people.
 */
export default function OfficeContentItemPage() {
  const { t } = useTranslation('office');
  const params = useParams();
  const kind: TContentKind = isContentKind(params.tipo) ? params.tipo : 'comunicaciones';
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const item = useContentItem(kind, id);
  return (
    <Stack gap="lg">
      <Group gap="sm">
        <Title order={1}>{id === null ? t(`content.new.${kind}`) : t(`content.edit.${kind}`)}</Title>
        {item.data && <StateBadge state={item.data.estado} />}
      </Group>
      {id !== null && !item.data ? (
        <LoadingPlaceholders />
      ) : (
        <ContentForm key={id ?? 'nuevo'} kind={kind} item={item.data} />
      )}
      {kind === 'eventos' && id !== null && <EventEnrolments eventId={id} />}
    </Stack>
  );
}
