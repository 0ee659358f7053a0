import { Anchor, List, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TCompleteness } from '@portal/contracts/cv/cv-completeness';
import type { TSectionLinkState } from './section-card';

/**
 * The completeness meter at the top of the CV page (issue #16 part 5): a percentage and what is
 * missing, each item a link to its section (`#estudios`), naming the personal field to focus.
 */
export function CompletenessMeter({ completeness }: { completeness: TCompleteness }) {
  const { t } = useTranslation('cv');
  const { percent, missing } = completeness;
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby="cv-meter-title" data-testid="cv-meter">
      <Stack gap="xs">
        <Title order={2} size="h4" id="cv-meter-title">
          {t('meter.title', { percent })}
        </Title>
        <Progress.Root size="lg">
          <Progress.Section value={percent} aria-label={t('meter.progress')} />
        </Progress.Root>
        {missing.length === 0 ? (
          <Text size="sm">{t('meter.complete')}</Text>
        ) : (
          <>
            <Text size="sm" id="cv-meter-missing">
              {t('meter.missing')}
            </Text>
            <List size="sm" spacing={2} aria-labelledby="cv-meter-missing">
              {missing.map((item) => {
                const state: TSectionLinkState = { field: item.field };
                return (
                  <List.Item key={`${item.section}-${item.key}`}>
                    <Anchor component={Link} to={{ hash: item.section }} state={state} replace>
                      {item.field ? t('meter.personalField', { field: t(item.key) }) : t(item.key)}
                    </Anchor>
                  </List.Item>
                );
              })}
            </List>
          </>
        )}
      </Stack>
    </Paper>
  );
}
