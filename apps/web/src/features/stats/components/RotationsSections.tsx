import type { TRotations } from '@futsal/shared/schemas/rotations';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PairsTable } from './PairsTable';
import { RotationsTable } from './RotationsTable';
import { Section } from './Section';

/** Rotations and pairs (issue 37), side by side on wide screens; on the match and team pages. */
export function RotationsSections({
  rotations,
  names,
  csvPrefix,
}: {
  rotations: TRotations;
  names: ReadonlyMap<string, string>;
  /** The CSV files' name prefix; no export without it. */
  csvPrefix?: string;
}) {
  const { t } = useTranslation();
  const csv = (key: string) => (csvPrefix ? `${csvPrefix}-${t(key)}` : undefined);
  return (
    <Box
      data-testid="rotations-sections"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0,1fr)', xl: 'minmax(0,3fr) minmax(0,2fr)' },
      }}
    >
      <Section title={t('stats.sections.rotations')}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('stats.rotations.hint')}
        </Typography>
        <RotationsTable
          rows={rotations.players}
          names={names}
          csvName={csv('stats.csv.rotations')}
        />
      </Section>
      <Section title={t('stats.sections.pairs')}>
        <PairsTable pairs={rotations.pairs} names={names} csvName={csv('stats.csv.pairs')} />
      </Section>
    </Box>
  );
}
