import SportsHandballRounded from '@mui/icons-material/SportsHandballRounded';
import SportsSoccerRounded from '@mui/icons-material/SportsSoccerRounded';
import type { TMatchState } from '@futsal/shared/futsal/types';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { CardMark } from '../../matches';
import type { TEventInput } from '../lib/use-live-match';
import { ActionButton, WIDE_ONLY } from './ActionButton';
import { ActionGroup } from './ActionGroup';
import { useSelected } from '../lib/selection-store';
import type { TPlayerPicker } from './use-player-picker';

/** Our team's actions: goal, shot, foul, corner, cards, time-out, flying goalkeeper. */
export function ActionBar({
  flyingGoalkeeper,
  timeoutsLeft,
  picker,
  playable,
  record,
  onTimeout,
}: {
  flyingGoalkeeper: TMatchState['flyingGoalkeeper'];
  timeoutsLeft: TMatchState['timeouts']['left'];
  picker: TPlayerPicker;
  playable: boolean;
  record: (input: TEventInput) => unknown;
  onTimeout: () => void;
}) {
  'use memo';
  const { t } = useTranslation();
  // The pending action lights its button: read here, so a player's selection redraws no button.
  const pick = useSelected(picker.store, (s) => s.pick);
  const { onAction } = picker;
  return (
    <ActionGroup title={t('live.ourTeam')} columns={3} testid="our-actions">
      <Box sx={{ gridColumn: 'span 2' }}>
        <ActionButton
          testid="action-goal"
          color="success"
          variant="contained"
          active={pick === 'goal'}
          disabled={!playable}
          onClick={() => onAction('goal')}
        >
          <SportsSoccerRounded sx={{ mr: 1 }} />
          {t('live.actions.goal')}
        </ActionButton>
      </Box>
      <Box>
        {pick === 'goal' ? (
          // Law 10: the rival's own goal is ours with no scorer, offered instead of one; it takes
          // the flying goalkeeper's place while the goal waits, so nothing moves.
          <ActionButton
            testid="action-rival-own-goal"
            color="success"
            disabled={!playable}
            onClick={() => {
              record({ type: 'goal', ownGoal: true });
              picker.clear();
            }}
          >
            {t('live.actions.rivalOwnGoal')}
          </ActionButton>
        ) : (
          <ActionButton
            testid="action-flying"
            color="info"
            active={flyingGoalkeeper.active}
            disabled={!playable}
            onClick={() => {
              if (flyingGoalkeeper.active) record({ type: 'flying_goalkeeper_off' });
              else record({ type: 'flying_goalkeeper_on', ...picker.courtSelection() });
              picker.clear();
            }}
          >
            <SportsHandballRounded sx={{ mr: 0.5, fontSize: 18, ...WIDE_ONLY }} />
            {flyingGoalkeeper.active ? t('live.actions.flyingOff') : t('live.actions.flyingOn')}
          </ActionButton>
        )}
      </Box>
      <ActionButton testid="action-foul" disabled={!playable} onClick={() => onAction('foul')}>
        {t('live.actions.foul')}
      </ActionButton>
      <ActionButton
        testid="action-yellow"
        color="warning"
        active={pick === 'yellow'}
        disabled={!playable}
        onClick={() => onAction('yellow')}
      >
        <Box component="span" sx={{ ...WIDE_ONLY, mr: 0.5 }}>
          <CardMark color="yellow" />
        </Box>
        {t('live.actions.yellow')}
      </ActionButton>
      <ActionButton
        testid="action-red"
        color="error"
        active={pick === 'red'}
        disabled={!playable}
        onClick={() => onAction('red')}
      >
        <Box component="span" sx={{ ...WIDE_ONLY, mr: 0.5 }}>
          <CardMark color="red" />
        </Box>
        {t('live.actions.red')}
      </ActionButton>
      <ActionButton testid="action-shot" disabled={!playable} onClick={() => onAction('shot')}>
        {t('live.actions.shot')}
      </ActionButton>
      <ActionButton testid="action-corner" disabled={!playable} onClick={() => onAction('corner')}>
        {t('live.actions.corner')}
      </ActionButton>
      <ActionButton
        testid="action-timeout"
        disabled={!playable || timeoutsLeft.us < 1}
        onClick={onTimeout}
      >
        {t('live.actions.timeout', { count: timeoutsLeft.us })}
      </ActionButton>
    </ActionGroup>
  );
}
