import SportsSoccerRounded from '@mui/icons-material/SportsSoccerRounded';
import type { TMatchState } from '@futsal/shared/futsal/types';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardMark } from '../../matches';
import type { TEventInput } from '../lib/use-live-match';
import { ActionButton, WIDE_ONLY } from './ActionButton';
import { ActionGroup } from './ActionGroup';
import { useSelected, type TStore } from '../lib/selection-store';
import type { TSelection } from './use-player-picker';

/** The rival's actions: the log knows the rival only as a team. */
export function RivalActionBar({
  timeoutsLeft,
  opponent,
  playable,
  record,
  onTimeout,
  selection,
  onOwnGoal,
  children,
}: {
  timeoutsLeft: TMatchState['timeouts']['left'];
  opponent: string;
  playable: boolean;
  record: (input: TEventInput) => unknown;
  onTimeout: () => void;
  /** The console's pending tap: our own goal waits for the player of ours who put it in. */
  selection: TStore<TSelection>;
  onOwnGoal: () => void;
  /** More of the rival's actions (its shots and flying goalkeeper, issue 38). */
  children?: ReactNode;
}) {
  'use memo';
  const { t } = useTranslation();
  const ownGoalPicked = useSelected(selection, (s) => s.pick === 'ownGoal');
  return (
    <ActionGroup title={t('live.rival', { name: opponent })} columns={2} testid="rival-actions">
      <Box sx={{ gridColumn: 'span 2' }}>
        <ActionButton
          testid="action-rival-goal"
          color="error"
          variant="contained"
          disabled={!playable}
          onClick={() => record({ type: 'rival_goal' })}
        >
          <SportsSoccerRounded sx={{ mr: 1, fontSize: 20 }} />
          {t('live.actions.rivalGoal')}
        </ActionButton>
      </Box>
      <ActionButton
        testid="action-rival-foul"
        disabled={!playable}
        onClick={() => record({ type: 'rival_foul' })}
      >
        {t('live.actions.rivalFoul')}
      </ActionButton>
      <ActionButton
        testid="action-rival-red"
        color="error"
        disabled={!playable}
        onClick={() => record({ type: 'rival_red_card' })}
      >
        <Box component="span" sx={{ ...WIDE_ONLY, mr: 0.5 }}>
          <CardMark color="red" />
        </Box>
        {t('live.actions.rivalRed')}
      </ActionButton>
      {children}
      <ActionButton
        testid="action-own-goal"
        color="error"
        active={ownGoalPicked}
        disabled={!playable}
        onClick={onOwnGoal}
      >
        {t('live.actions.ownGoal')}
      </ActionButton>
      <ActionButton
        testid="action-rival-timeout"
        disabled={!playable || timeoutsLeft.rival < 1}
        onClick={onTimeout}
      >
        {t('live.actions.timeout', { count: timeoutsLeft.rival })}
      </ActionButton>
    </ActionGroup>
  );
}
