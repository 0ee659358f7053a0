import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@portal/contracts/routes';
import { ReadableAlert } from '../../../ui/readable-alert';

/**
 * After a save: what happened and where to go. The catalogue notice of the save (506/606/512/528)
 * is the popup on top; this stays when it is closed, so the filled form cannot be sent twice.
 */
export function ProposalSavedPanel({
  urlAcceso,
  edited,
  listTo = routePath('my-proposals'),
  onAnother,
}: {
  urlAcceso: string;
  edited: boolean;
  listTo?: string;
  onAnother?: () => void;
}) {
  const { t } = useTranslation('proposals');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <ReadableAlert color="brand" data-testid="proposal-saved">
      <Stack gap="sm">
        <Title order={2} size="h3" ref={headingRef} tabIndex={-1}>
          {edited ? t('saved.editedTitle') : t('saved.createdTitle')}
        </Title>
        <Text>{edited ? t('saved.editedBody') : t('saved.createdBody')}</Text>
        <Group gap="sm">
          <Button component={Link} to={routePath('my-proposal', { id: urlAcceso })}>
            {t('saved.view')}
          </Button>
          <Button component={Link} to={listTo} variant="default">
            {t('saved.list')}
          </Button>
          {onAnother && (
            <Button variant="subtle" onClick={onAnother}>
              {t('saved.another')}
            </Button>
          )}
        </Group>
      </Stack>
    </ReadableAlert>
  );
}
