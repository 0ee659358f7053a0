import { Anchor, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routePath } from '@portal/contracts/routes';
import type { TProposalCounts } from '@portal/contracts/proposals/proposals.schemas';
import { useBrandFlag } from '../../../lib/brand';

interface TTile {
  key: string;
  to: string;
  title: string;
  text: string;
  count?: string;
}

/**
 * SPEC §2 Company home tiles; the job tiles depend on the brand (flag tilesEmpleo). Once the
 * processes load (SPEC §3 Process counts), the list tiles say how many offers are open.
 */
export function CompanyTiles({ counts }: { counts?: TProposalCounts }) {
  const { t } = useTranslation(['home', 'company-home']);
  const withJobs = useBrandFlag('tilesEmpleo');
  const tiles: TTile[] = [
    {
      key: 'my-proposals',
      to: routePath('my-proposals'),
      title: t('tiles.myProposals'),
      text: t('tiles.myProposalsText'),
      count: counts ? t('tiles.open', { ns: 'company-home', count: counts.numProcesosActivosPracticas }) : undefined,
    },
    {
      key: 'new-proposal',
      to: routePath('new-proposal'),
      title: t('tiles.newProposal'),
      text: t('tiles.newProposalText'),
    },
  ];
  if (withJobs) {
    tiles.push(
      {
        key: 'my-job-offers',
        to: `${routePath('my-proposals')}?tipo=empleo`,
        title: t('tiles.myJobOffers'),
        text: t('tiles.myJobOffersText'),
        count: counts ? t('tiles.open', { ns: 'company-home', count: counts.numProcesosActivosEmpleo }) : undefined,
      },
      {
        key: 'new-job-offer',
        to: routePath('new-proposal', { type: 'empleo' }),
        title: t('tiles.newJobOffer'),
        text: t('tiles.newJobOfferText'),
      },
    );
  }
  return (
    <nav aria-label={t('tiles.label')}>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2, lg: tiles.length > 2 ? 4 : 2 }}
        spacing="md"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {tiles.map((tile) => (
          <Card component="li" key={tile.key} withBorder padding="lg" radius="md">
            <Title order={2} size="h4" mb={6}>
              <Anchor component={Link} to={tile.to}>
                {tile.title}
              </Anchor>
            </Title>
            <Text size="sm">{tile.text}</Text>
            {tile.count && (
              <Text size="sm" fw={700} mt={6} data-testid={`tile-count-${tile.key}`}>
                {tile.count}
              </Text>
            )}
          </Card>
        ))}
      </SimpleGrid>
    </nav>
  );
}
