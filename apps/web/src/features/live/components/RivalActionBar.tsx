import SportsSoccerRounded from '@mui/icons-material/SportsSoccerRounded';
import type { TMatchState } from '@futsal/shared/futsal/types';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { CardMark, playerLabel, type TPlayerIndex } from '../../matches';
import type { TEventInput } from '../lib/use-live-match';
import { ActionButton } from './ActionButton';
import { ConsoleSection } from './ConsoleSection';

/** The rival's actions: the log knows the rival only as a team. */
export function RivalActionBar({
  state,
  opponent,
  playable,
  record,
  onTimeout,
  ownGoalPicked,
  onOwnGoal,
  players,
  onOwnGoalBy,
  children,
}: {
  state: TMatchState;
  opponent: string;
  playable: boolean;
  record: (input: TEventInput) => unknown;
  onTimeout: () => void;
  /** Our own goal waits for the player of ours who put it in (the court's picker). */
  ownGoalPicked: boolean;
  onOwnGoal: () => void;
  players: TPlayerIndex;
  /** A player on court tapped here, so the phone need not scroll back up to the court. */
  onOwnGoalBy: (playerId: string) => void;
  /** More of the rival's actions (its shots, issue 38). */
  children?: ReactNode;
}) {
  'use memo';
  const { t } = useTranslation();
  return (
    <ConsoleSection order={4} testid="rival-actions" title={t('live.rival', { name: opponent })}>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
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
          <CardMark color="red" />
          <Box component="span" sx={{ ml: 1 }}>
            {t('live.actions.rivalRed')}
          </Box>
        </ActionButton>
        {children}
        {ownGoalPicked && (
          <Box
            data-testid="own-goal-players"
            sx={{ gridColumn: 'span 2', display: 'flex', flexWrap: 'wrap', gap: 1 }}
          >
            {state.onCourt.map((id) => (
              <Button
                key={id}
                variant="outlined"
                color="error"
                data-testid={`own-goal-by-${id}`}
                onClick={() => onOwnGoalBy(id)}
                sx={{ minHeight: 48, flex: '1 1 40%', textTransform: 'none' }}
              >
                {playerLabel(players, id)}
              </Button>
            ))}
          </Box>
        )}
        <Box sx={{ gridColumn: 'span 2' }}>
          <ActionButton
            testid="action-rival-timeout"
            disabled={!playable || state.timeouts.left.rival < 1}
            onClick={onTimeout}
          >
            {t('live.actions.timeout', { count: state.timeouts.left.rival })}
          </ActionButton>
        </Box>
      </Box>
    </ConsoleSection>
  );
}
