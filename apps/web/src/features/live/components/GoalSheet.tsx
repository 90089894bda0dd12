import { FINISHING_TYPES, GOAL_TYPES } from '@futsal/shared/values/match-events';
import type { TMatchEventOf } from '@futsal/shared/schemas/match-events';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { playerLabel, type TPlayerIndex } from '../../matches';
import { ConsoleDialog } from './ConsoleDialog';

type TGoal = TMatchEventOf<'goal'>;
type TDetails = Pick<TGoal, 'goalType' | 'finishingType' | 'assistPlayerId'>;

interface Props {
  goal: TGoal | null;
  /**
   * `new`: just scored; a tap on the assistant (or on "no assist") saves at once, so a goal with
   * its assist is three taps. `edit`: from the timeline; the details are saved with a button.
   */
  mode?: 'new' | 'edit';
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
            sx={{ minHeight: 44, fontSize: '0.9rem' }}
          />
        ))}
      </Box>
    </Box>
  );
}

function SheetBody({
  goal,
  players,
  assistants,
  onSave,
  onClose,
  mode = 'new',
}: Props & { goal: TGoal }) {
  'use memo';
  const { t } = useTranslation();
  const editing = mode === 'edit';
  const [details, setDetails] = useState<TDetails>(() =>
    editing
      ? {
          goalType: goal.goalType,
          finishingType: goal.finishingType,
          assistPlayerId: goal.assistPlayerId,
        }
      : {},
  );
  const dirty = editing
    ? details.goalType !== goal.goalType ||
      details.finishingType !== goal.finishingType ||
      details.assistPlayerId !== goal.assistPlayerId
    : Boolean(details.goalType || details.finishingType || details.assistPlayerId);
  // Just scored: the assistant's tap is the last one (issue 37).
  const pickAssist = (assistPlayerId: string | undefined) => {
    if (editing) setDetails((d) => ({ ...d, assistPlayerId }));
    else if (assistPlayerId) onSave(goal, { ...details, assistPlayerId });
  };
  const noAssist = () => {
    if (details.goalType || details.finishingType)
      onSave(goal, { ...details, assistPlayerId: undefined });
    else onClose();
  };
  const assist = assistants.length > 0 && (
    <ChipGroup
      testid="goal-sheet-assist"
      label={editing ? t('live.goalSheet.assist') : t('live.goalSheet.assistQuestion')}
      options={assistants}
      value={details.assistPlayerId}
      onChange={pickAssist}
      text={(v) => playerLabel(players, v)}
    />
  );
  return (
    <Stack spacing={2} sx={{ px: { xs: 2, sm: 3 }, pb: { xs: 2, sm: 3 } }} data-testid="goal-sheet">
      {!editing && assist}
      {!editing && (
        <Button
          variant="outlined"
          size="large"
          onClick={noAssist}
          data-testid="goal-sheet-close"
          sx={{ minHeight: 48 }}
        >
          {t('live.goalSheet.noAssist')}
        </Button>
      )}
      {!editing && (
        <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
          {t('live.goalSheet.more')}
        </Typography>
      )}
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
      {editing && assist}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {editing && (
          <Button onClick={onClose} data-testid="goal-sheet-close" size="large">
            {t('live.goalSheet.skip')}
          </Button>
        )}
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

/** Optional details of a goal: the assist asked first when just logged; type and finishing. */
export function GoalSheet(props: Props) {
  'use memo';
  const { t } = useTranslation();
  const { goal, mode, players, onClose } = props;
  return (
    // Drawn with the console, closed (decision 0184); its body is the goal's, new at each goal.
    <ConsoleDialog
      sheet
      open={goal !== null}
      onClose={onClose}
      testid={mode === 'edit' ? 'goal-sheet-edit' : 'goal-sheet-new'}
      title={
        goal &&
        t(mode === 'edit' ? 'live.goalSheet.editTitle' : 'live.goalSheet.title', {
          player: playerLabel(players, goal.playerId),
        })
      }
    >
      {goal && <SheetBody key={goal.id} {...props} goal={goal} />}
    </ConsoleDialog>
  );
}
