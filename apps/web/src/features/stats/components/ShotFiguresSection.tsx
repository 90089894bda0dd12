import type { TShotFigures } from '@futsal/shared/schemas/shot-figures';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { GameStatesTable } from './GameStatesTable';
import { Section } from './Section';
import { ShotMap } from './ShotMap';
import { FinishingNote } from './FinishingNote';
import { GoalMouthMap, PlayersXgTable, ZonesTable } from './ShotZones';
import { ZoneHeatMap } from './ZoneHeatMap';

const xg = (n: number) => n.toFixed(2);

/** Goals by origin, for and against, as chips. */
function Origins({ origins }: { origins: TShotFigures['origins'] }) {
  const { t } = useTranslation();
  const chips = (['for', 'against'] as const).flatMap((side) =>
    Object.entries(origins[side]).map(([origin, n]) => ({ side, origin, n })),
  );
  if (chips.length === 0) return null;
  return (
    <Box data-testid="goal-origins" sx={{ mt: 2 }}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('shots.origins.title')}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {chips.map(({ side, origin, n }) => (
          <Chip
            key={`${side}-${origin}`}
            size="small"
            color={side === 'for' ? 'primary' : 'error'}
            variant="outlined"
            label={`${t(`shots.origin.${origin}`)} · ${n}`}
          />
        ))}
      </Stack>
    </Box>
  );
}

/**
 * Issue 38's figures of a match or a period: the shot map, expected goals (and, past enough shots,
 * goals against the model), goal origins and the game-state splits.
 */
export function ShotFiguresSection({
  figures,
  names,
  testid = 'shot-figures',
}: {
  figures: TShotFigures;
  /** Player names by id, for the shooters' table. */
  names: ReadonlyMap<string, string>;
  testid?: string;
}) {
  const { t } = useTranslation();
  return (
    <Section title={t('shots.title')} testid={testid}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }} data-testid="xg-summary">
        <Chip size="small" label={t('shots.xgFor', { value: xg(figures.xg.for) })} />
        <Chip size="small" label={t('shots.xgAgainst', { value: xg(figures.xg.against) })} />
        <Chip
          size="small"
          variant="outlined"
          label={t('shots.shotsCount', { us: figures.shots.for, rival: figures.shots.against })}
        />
      </Stack>
      <FinishingNote shots={figures.shots.for} goals={figures.goals.for} xg={figures.xg.for} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          // The map first, at a size its dots read at; the tables below, full width. The map
          // comes last in the tree (CSS puts it first), so its measure (ShotMap) is its own render.
          gridTemplateColumns: 'minmax(0,1fr)',
        }}
      >
        <Box sx={{ minWidth: 0, order: 2 }}>
          <GameStatesTable states={figures.gameStates} />
          <PlayersXgTable players={figures.byPlayer} names={names} />
          <Origins origins={figures.origins} />
          <ZonesTable zones={figures.zones} />
        </Box>
        <Box sx={{ minWidth: 0, maxWidth: 720, width: '100%', mx: 'auto', order: 1 }}>
          {figures.map.length > 0 ? (
            <ShotMap shots={figures.map} leftOff={figures.mapLeftOff} />
          ) : (
            <Typography variant="body2" color="text.secondary" data-testid="shot-map-empty">
              {t('shots.map.empty')}
            </Typography>
          )}
          <ZoneHeatMap zones={figures.zones} />
          <GoalMouthMap goalMouth={figures.goalMouth} />
        </Box>
      </Box>
    </Section>
  );
}
