import type { TMatchEvent } from '@futsal/shared/schemas/match-events';
import {
  GOAL_MOUTH_ZONES,
  PLACED_SHOT_OUTCOMES,
  SHOT_SITUATIONS,
  type TGoalMouthZone,
  type TPlacedShotOutcome,
  type TShotSituation,
} from '@futsal/shared/values/shots';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COURT_VIEWBOX, FutsalCourt } from '../../../components/court/FutsalCourt';
import { ConsoleDialog } from './ConsoleDialog';

/** A shot or goal of either team that a place can be given to. */
export type TPlaceable = Extract<
  TMatchEvent,
  { type: 'shot' | 'rival_shot' | 'goal' | 'rival_goal' }
>;

export interface TShotPlace {
  x?: number;
  y?: number;
  outcome?: TPlacedShotOutcome;
  situation?: TShotSituation;
  goalMouth?: TGoalMouthZone;
}

const round3 = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 1000) / 1000;

/**
 * Normalised court coordinates of a tap on the court's SVG. It is drawn at its own aspect ratio
 * (width 100%, height auto), so its box maps linearly onto the viewBox, in metres.
 */
function courtPoint(e: MouseEvent<SVGSVGElement>): { x: number; y: number } | null {
  const box = e.currentTarget.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return null;
  const [left = 0, top = 0, width = 1, height = 1] = COURT_VIEWBOX.split(' ').map(Number);
  const xM = left + ((e.clientX - box.left) / box.width) * width;
  const yM = top + ((e.clientY - box.top) / box.height) * height;
  return { x: round3(xM / 40), y: round3(yM / 20) };
}

function Choices<T extends string>({
  values,
  value,
  label,
  onChange,
  testid,
}: {
  values: readonly T[];
  value: T | undefined;
  label: (v: T) => string;
  onChange: (v: T | undefined) => void;
  testid: string;
}) {
  'use memo';
  return (
    <Stack direction="row" sx={{ gap: 0.75, flexWrap: 'wrap' }} data-testid={testid}>
      {values.map((v) => (
        <Chip
          key={v}
          label={label(v)}
          data-testid={`${testid}-${v}`}
          color={value === v ? 'primary' : 'default'}
          variant={value === v ? 'filled' : 'outlined'}
          onClick={() => onChange(value === v ? undefined : v)}
        />
      ))}
    </Stack>
  );
}

/**
 * Where a shot or goal was taken (issue 38, decision 0142): opened after the shot is logged, so
 * the shot itself costs nothing more. One tap on the court saves the place with whatever was
 * chosen above it; every choice is optional, and closing skips it.
 */
export function CourtPicker({
  target,
  onPlace,
  onClose,
}: {
  target: TPlaceable | null;
  onPlace: (target: TPlaceable, place: TShotPlace) => void;
  onClose: () => void;
}) {
  'use memo';
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<TPlacedShotOutcome>();
  const [situation, setSituation] = useState<TShotSituation>();
  const [goalMouth, setGoalMouth] = useState<TGoalMouthZone>();
  const goal = target?.type === 'goal' || target?.type === 'rival_goal';
  const rival = target?.type === 'rival_shot' || target?.type === 'rival_goal';

  const close = () => {
    setOutcome(undefined);
    setSituation(undefined);
    setGoalMouth(undefined);
    onClose();
  };
  const save = (point: { x: number; y: number } | null) => {
    if (!target) return;
    const place: TShotPlace = { ...(point ?? {}) };
    if (outcome && !goal) place.outcome = outcome;
    if (situation) place.situation = situation;
    if (goalMouth) place.goalMouth = goalMouth;
    onPlace(target, place);
    close();
  };
  const chosen = outcome !== undefined || situation !== undefined || goalMouth !== undefined;

  return (
    // Drawn with the console, closed: a tap that opens it only shows it (decisions 0182, 0184).
    <ConsoleDialog
      open={target !== null}
      onClose={close}
      title={
        <>
          {t(goal ? 'shots.picker.goalTitle' : 'shots.picker.title')}
          {rival && (
            <Typography component="span" variant="body2" color="error" sx={{ ml: 1 }}>
              {t('shots.picker.rival')}
            </Typography>
          )}
        </>
      }
      testid="court-picker"
    >
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        {!goal && (
          <Choices
            testid="shot-outcome"
            values={PLACED_SHOT_OUTCOMES}
            value={outcome}
            label={(v) => t(`shots.outcome.${v}`)}
            onChange={setOutcome}
          />
        )}
        <Choices
          testid="shot-situation"
          values={SHOT_SITUATIONS}
          value={situation}
          label={(v) => t(`shots.situation.${v}`)}
          onChange={setSituation}
        />
        <Box sx={{ color: 'text.secondary', '--court-fill': (th) => th.palette.action.hover }}>
          <FutsalCourt
            data-testid="court-picker-court"
            aria-label={t('shots.picker.court')}
            style={{ width: '100%', height: 'auto', display: 'block', cursor: 'crosshair' }}
            onClick={(e) => save(courtPoint(e))}
          >
            <text x={39} y={1.6} fontSize={1.3} textAnchor="end" fill="currentColor">
              {t('shots.picker.attacking')} →
            </text>
          </FutsalCourt>
        </Box>
        <Box>
          <Typography variant="caption" color="text.secondary">
            {t('shots.picker.goalMouth')}
          </Typography>
          <Box
            data-testid="goal-mouth"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(3, 1fr)',
              gap: 0.5,
              maxWidth: 240,
            }}
          >
            {GOAL_MOUTH_ZONES.map((z) => (
              <Button
                key={z}
                size="small"
                data-testid={`goal-mouth-${z}`}
                variant={goalMouth === z ? 'contained' : 'outlined'}
                aria-label={t(`shots.goalMouth.${z}`)}
                aria-pressed={goalMouth === z}
                onClick={() => setGoalMouth(goalMouth === z ? undefined : z)}
                sx={{ minWidth: 0, minHeight: 32 }}
              />
            ))}
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} data-testid="court-picker-skip">
          {t('shots.picker.skip')}
        </Button>
        <Button onClick={() => save(null)} disabled={!chosen} data-testid="court-picker-save">
          {t('shots.picker.saveWithout')}
        </Button>
      </DialogActions>
    </ConsoleDialog>
  );
}
