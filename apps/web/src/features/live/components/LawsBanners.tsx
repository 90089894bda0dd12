import type { TMatchState } from '@futsal/shared/futsal/types';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import { playerLabel, type TPlayerIndex } from '../../matches';

/** How long, in playing seconds, a second-yellow sending-off stays announced. */
const ANNOUNCE_SEC = 120;

/**
 * The moments the Laws make impossible to miss: an abandoned match (Law 3,
 * logging stops) and a sending-off by a second yellow card (Law 12), which
 * the engine applies without a red card being logged.
 */
export function LawsBanners({
  state,
  players,
  liveSec,
  teamName,
  opponent,
}: {
  state: TMatchState;
  players: TPlayerIndex;
  liveSec: number;
  teamName: string;
  opponent: string;
}) {
  'use memo';
  const { t } = useTranslation();
  const recent = state.expelled.filter(
    (x) => x.secondYellow && liveSec - x.clockSec < ANNOUNCE_SEC && !state.abandoned,
  );
  return (
    <>
      {state.abandoned && (
        <Alert
          severity="error"
          variant="filled"
          data-testid="match-abandoned"
          sx={{ fontSize: '1rem' }}
        >
          <AlertTitle>{t('laws.abandoned.title')}</AlertTitle>
          {t('laws.abandoned.text', {
            team: state.abandoned.side === 'us' ? teamName : opponent,
            minute: Math.floor(state.abandoned.atClockSec / 60),
          })}
        </Alert>
      )}
      {recent.map((x) => (
        <Alert
          key={x.eventId}
          role="alert"
          severity="error"
          variant="filled"
          data-testid="second-yellow"
          sx={{ fontSize: '1rem', fontWeight: 600 }}
        >
          {t(x.fromCourt ? 'laws.secondYellow.court' : 'laws.secondYellow.bench', {
            player: playerLabel(players, x.playerId),
          })}
        </Alert>
      ))}
    </>
  );
}
