import { Button, Group, Modal, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PDF_ONLY } from '@portal/contracts/limits';
import { FileDrop } from '../../../../ui/upload/file-drop';
import type { TPickedFile } from '../../../../ui/upload/picked-file';
import type { TAgreementAction } from '../api/office-agreements';
import { DateField } from '../../../../ui/date-field/date-field';

type Submit = (action: TAgreementAction) => void;

function Footer({
  onClose,
  busy,
  label,
  color,
}: {
  onClose: () => void;
  busy: boolean;
  label: string;
  color?: string;
}) {
  const { t } = useTranslation('office');
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose}>
        {t('agreements.cancel')}
      </Button>
      <Button type="submit" color={color} loading={busy}>
        {label}
      </Button>
    </Group>
  );
}

/** Sending to the Secretaría: a confirmation that the company's signed upload was checked. */
export function SendDialog({ onConfirm, onClose, busy }: { onConfirm: Submit; onClose: () => void; busy: boolean }) {
  const { t } = useTranslation('office');
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('agreements.sendTitle')}
      closeButtonProps={{ 'aria-label': t('agreements.cancel') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm({ kind: 'enviaSecretaria' });
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('agreements.sendBody')}</Text>
          <Footer onClose={onClose} busy={busy} label={t('agreements.actions.enviaSecretaria')} />
        </Stack>
      </form>
    </Modal>
  );
}

/** Erróneo empresa: the reason is required (the company reads it); its Catalan text is optional. */
export function ErroneousDialog({
  onConfirm,
  onClose,
  busy,
}: {
  onConfirm: Submit;
  onClose: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('office');
  const [motivo, setMotivo] = useState('');
  const [motivoCa, setMotivoCa] = useState('');
  const [tried, setTried] = useState(false);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('agreements.erroneousTitle')}
      closeButtonProps={{ 'aria-label': t('agreements.cancel') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (!motivo.trim()) return;
          onConfirm({
            kind: 'marcaErroneo',
            motivo: motivo.trim(),
            ...(motivoCa.trim() ? { motivoCa: motivoCa.trim() } : {}),
          });
        }}
      >
        <Stack gap="sm">
          <Textarea
            label={t('agreements.reason')}
            required
            value={motivo}
            maxLength={2000}
            autosize
            minRows={3}
            error={tried && !motivo.trim() ? t('agreements.reasonRequired') : undefined}
            onChange={(e) => setMotivo(e.currentTarget.value)}
          />
          <Textarea
            label={t('agreements.reasonCa')}
            value={motivoCa}
            maxLength={2000}
            autosize
            minRows={2}
            onChange={(e) => setMotivoCa(e.currentTarget.value)}
          />
          <Footer onClose={onClose} busy={busy} color="red" label={t('agreements.actions.marcaErroneo')} />
        </Stack>
      </form>
    </Modal>
  );
}

const today = () => new Date().toISOString().slice(0, 10);

/** Formalising: the PDF signed by the university, or a signature outside the portal (date, who; scan optional). */
export function FormaliseDialog({
  onConfirm,
  onClose,
  busy,
  progress = null,
}: {
  onConfirm: Submit;
  onClose: () => void;
  busy: boolean;
  /** The real share of the PDF sent (0..1), for the upload widget's bar (#16 part 5). */
  progress?: number | null;
}) {
  const { t } = useTranslation('office');
  const [modo, setModo] = useState<'subida' | 'fuera'>('subida');
  const [file, setFile] = useState<TPickedFile>(null);
  const [signer, setSigner] = useState('');
  const [cargo, setCargo] = useState('');
  const [fecha, setFecha] = useState(today());
  const [firmadoPor, setFirmadoPor] = useState('');
  const [until, setUntil] = useState('');
  const [tried, setTried] = useState(false);
  const required = t('agreements.required');
  const missingFile = modo === 'subida' && file?.kind !== 'file';
  const missingWho = modo === 'fuera' && !firmadoPor.trim();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('agreements.formaliseTitle')}
      closeButtonProps={{ 'aria-label': t('agreements.cancel') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (missingFile || missingWho || !fecha) return;
          const picked = file?.kind === 'file' ? file : null;
          onConfirm({
            kind: 'formaliza',
            modo,
            ...(picked
              ? { ficheroB64ParaAltas: picked.ficheroB64, extension_adjunto: picked.extension, nombre: picked.nombre }
              : {}),
            ...(modo === 'fuera' ? { fechaFirma: fecha, firmadoPor: firmadoPor.trim() } : {}),
            firmantes: signer.trim()
              ? [{ nombre: signer.trim(), ...(cargo.trim() ? { cargo: cargo.trim() } : {}), fechaFirma: fecha }]
              : [],
            ...(until ? { fechaCaducidad: until } : {}),
          });
        }}
      >
        <Stack gap="sm">
          <Radio.Group label={t('agreements.mode')} value={modo} onChange={(v) => setModo(v as 'subida' | 'fuera')}>
            <Stack gap={4} mt={4}>
              <Radio value="subida" label={t('agreements.modeUpload')} />
              <Radio value="fuera" label={t('agreements.modeOutside')} />
            </Stack>
          </Radio.Group>
          <FileDrop
            label={modo === 'subida' ? t('agreements.universityPdf') : t('agreements.scanOptional')}
            extensions={PDF_ONLY}
            sending={busy}
            progress={progress}
            value={file}
            onChange={setFile}
            required={modo === 'subida'}
            error={tried && missingFile ? required : undefined}
          />
          {modo === 'fuera' && (
            <TextInput
              label={t('agreements.signedBy')}
              required
              value={firmadoPor}
              maxLength={300}
              error={tried && missingWho ? required : undefined}
              onChange={(e) => setFirmadoPor(e.currentTarget.value)}
            />
          )}
          <DateField
            label={t('agreements.signedOn')}
            required
            value={fecha}
            error={tried && !fecha ? required : undefined}
            onChange={setFecha}
          />
          <TextInput
            label={t('agreements.universitySigner')}
            value={signer}
            maxLength={150}
            onChange={(e) => setSigner(e.currentTarget.value)}
          />
          <TextInput
            label={t('agreements.signerRole')}
            value={cargo}
            maxLength={150}
            onChange={(e) => setCargo(e.currentTarget.value)}
          />
          <DateField label={t('agreements.validUntilOptional')} value={until} onChange={setUntil} />
          <Footer onClose={onClose} busy={busy} label={t('agreements.actions.formaliza')} />
        </Stack>
      </form>
    </Modal>
  );
}

/** The validity end (fecha_caducidad). */
export function ValidityDialog({
  current,
  onConfirm,
  onClose,
  busy,
}: {
  current: string | null;
  onConfirm: Submit;
  onClose: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation('office');
  const [until, setUntil] = useState(current ?? '');
  const [tried, setTried] = useState(false);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('agreements.validityTitle')}
      closeButtonProps={{ 'aria-label': t('agreements.cancel') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (until) onConfirm({ kind: 'caducidad', fechaCaducidad: until });
        }}
      >
        <Stack gap="sm">
          <DateField
            label={t('agreements.validUntil')}
            required
            value={until}
            error={tried && !until ? t('agreements.required') : undefined}
            onChange={setUntil}
          />
          <Footer onClose={onClose} busy={busy} label={t('agreements.save')} />
        </Stack>
      </form>
    </Modal>
  );
}

/** A signer of either side with the date they signed. */
export function SignerDialog({ onConfirm, onClose, busy }: { onConfirm: Submit; onClose: () => void; busy: boolean }) {
  const { t } = useTranslation('office');
  const [lado, setLado] = useState<'empresa' | 'universidad'>('universidad');
  const [nombre, setNombre] = useState('');
  const [cargo, setCargo] = useState('');
  const [fecha, setFecha] = useState(today());
  const [tried, setTried] = useState(false);
  const required = t('agreements.required');
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('agreements.signerTitle')}
      closeButtonProps={{ 'aria-label': t('agreements.cancel') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (!nombre.trim() || !fecha) return;
          onConfirm({
            kind: 'firmantes',
            lado,
            nombre: nombre.trim(),
            ...(cargo.trim() ? { cargo: cargo.trim() } : {}),
            fechaFirma: fecha,
          });
        }}
      >
        <Stack gap="sm">
          <Radio.Group
            label={t('agreements.side')}
            value={lado}
            onChange={(v) => setLado(v as 'empresa' | 'universidad')}
          >
            <Group gap="md" mt={4}>
              <Radio value="universidad" label={t('agreements.sides.universidad')} />
              <Radio value="empresa" label={t('agreements.sides.empresa')} />
            </Group>
          </Radio.Group>
          <TextInput
            label={t('agreements.signerName')}
            required
            value={nombre}
            maxLength={150}
            error={tried && !nombre.trim() ? required : undefined}
            onChange={(e) => setNombre(e.currentTarget.value)}
          />
          <TextInput
            label={t('agreements.signerRole')}
            value={cargo}
            maxLength={150}
            onChange={(e) => setCargo(e.currentTarget.value)}
          />
          <DateField
            label={t('agreements.signedOn')}
            required
            value={fecha}
            error={tried && !fecha ? required : undefined}
            onChange={setFecha}
          />
          <Footer onClose={onClose} busy={busy} label={t('agreements.save')} />
        </Stack>
      </form>
    </Modal>
  );
}
