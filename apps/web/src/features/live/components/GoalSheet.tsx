import { FINISHING_TYPES, GOAL_TYPES } from '@futsal/shared/values/match-events';
import type { TMatchEventOf } from '@futsal/shared/schemas/match-events';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playerLabel, type TPlayerIndex } from '../../matches';

type TGoal = TMatchEventOf<'goal'>;
type TDetails = Pick<TGoal, 'goalType' | 'finishingType' | 'assistPlayerId'>;

interface Props {
  goal: TGoal | null;
  players: TPlayerIndex;
  /** Team mates who may have assisted. */
  assistants: string[];
  onSave: (goal: TGoal, details: TDetails) => void;
  onClose: () => void;
}

function ChipGroup<T extends string>({
  label,
  options,
  value,
  onChange,
  text,
  testid,
}: {
  label: string;
  options: readonly T[];
  value: T | undefined;
  onChange: (v: T | undefined) => void;
  text: (v: T) => string;
  testid: string;
}) {
  'use memo';
  return (
    <Box>
      <Typography variant="overline" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid={testid}>
        {options.map((o) => (
          <Chip
            key={o}
            label={text(o)}
            color={value === o ? 'primary' : 'default'}
            variant={value === o ? 'filled' : 'outlined'}
            onClick={() => onChange(value === o ? undefined : o)}
            sx={{ minHeight: 40, fontSize: '0.9rem' }}
          />
        ))}
      </Box>
    </Box>
  );
}

function SheetBody({ goal, players, assistants, onSave, onClose }: Props & { goal: TGoal }) {
  'use memo';
  const { t } = useTranslation();
  const [details, setDetails] = useState<TDetails>({});
  const dirty = Boolean(details.goalType || details.finishingType || details.assistPlayerId);
  return (
    <Stack
      spacing={2}
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 900, mx: 'auto', width: '100%' }}
      data-testid="goal-sheet"
    >
      <Typography variant="h6" component="h2">
        {t('live.goalSheet.title', { player: playerLabel(players, goal.playerId) })}
      </Typography>
      <ChipGroup
        testid="goal-sheet-type"
        label={t('live.goalSheet.goalType')}
        options={GOAL_TYPES}
        value={details.goalType}
        onChange={(goalType) => setDetails((d) => ({ ...d, goalType }))}
        text={(v) => t(`labels.goalType.${v}`)}
      />
      <ChipGroup
        testid="goal-sheet-finishing"
        label={t('live.goalSheet.finishing')}
        options={FINISHING_TYPES}
        value={details.finishingType}
        onChange={(finishingType) => setDetails((d) => ({ ...d, finishingType }))}
        text={(v) => t(`matches.finishingTypes.${v}`)}
      />
      {assistants.length > 0 && (
        <ChipGroup
          testid="goal-sheet-assist"
          label={t('live.goalSheet.assist')}
          options={assistants}
          value={details.assistPlayerId}
          onChange={(assistPlayerId) => setDetails((d) => ({ ...d, assistPlayerId }))}
          text={(v) => playerLabel(players, v)}
        />
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onClose} data-testid="goal-sheet-close" size="large">
          {t('live.goalSheet.skip')}
        </Button>
        <Button
          variant="contained"
          size="large"
          disabled={!dirty}
          data-testid="goal-sheet-save"
          onClick={() => onSave(goal, details)}
        >
          {t('live.goalSheet.save')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** Optional details of a goal just logged: type, finishing, assist. */
export function GoalSheet(props: Props) {
  'use memo';
  return (
    <Drawer
      anchor="bottom"
      open={Boolean(props.goal)}
      onClose={props.onClose}
      // A dialog's layer: in bench mode the console covers the app at the drawers' layer and more.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{ paper: { sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16 } } }}
    >
      {props.goal && <SheetBody key={props.goal.id} {...props} goal={props.goal} />}
    </Drawer>
  );
}
