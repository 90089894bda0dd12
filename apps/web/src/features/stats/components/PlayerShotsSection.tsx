import type { TPlayerShotFigures } from '@futsal/shared/schemas/shot-figures';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FinishingNote } from './FinishingNote';
import { Section } from './Section';
import { ShotMap } from './ShotMap';
import { GoalMouthMap, ZonesTable } from './ShotZones';
import { ZoneHeatMap } from './ZoneHeatMap';

/**
 * A player's shots over the period (decision 0170): their dots on the court, the zones they
 * shoot from, where in the goal, and goals against the model's expectation.
 */
export function PlayerShotsSection({ figures }: { figures: TPlayerShotFigures }) {
  const { t } = useTranslation();
  const zones = { for: figures.zones, against: {} };
  return (
    <Section title={t('shots.player.title')} testid="player-shots">
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 1 }} data-testid="player-xg">
        <Chip size="small" label={t('shots.player.shots', { count: figures.shots })} />
        <Chip size="small" label={t('shots.player.goals', { count: figures.goals })} />
        <Chip size="small" label={t('shots.xgFor', { value: figures.xg.toFixed(2) })} />
      </Stack>
      <FinishingNote shots={figures.shots} goals={figures.goals} xg={figures.xg} />
      {figures.map.length > 0 ? (
        <Box sx={{ maxWidth: 720, mx: 'auto' }}>
          <ShotMap
            shots={figures.map}
            leftOff={figures.mapLeftOff}
            rival={false}
            testid="player-shot-map"
          />
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary" data-testid="shot-map-empty">
          {t('shots.map.empty')}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0,1fr)', sm: 'repeat(2, minmax(0,1fr))' },
          alignItems: 'start',
        }}
      >
        <ZoneHeatMap zones={zones} rival={false} />
        <GoalMouthMap goalMouth={{ for: figures.goalMouth, against: {} }} rival={false} />
      </Box>
      <ZonesTable zones={zones} rival={false} />
    </Section>
  );
}
