import type { TMatchState } from '@futsal/shared/futsal/types';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { playerLabel, type TPlayerIndex } from '../../matches';
import { matchStatus, severityOf, type TStatusEntry } from '../lib/match-status';

const mmss = (sec: number) => `${Math.floor(sec / 60)}:${String(sec % 60).padStart(2, '0')}`;

const TESTID: Record<TStatusEntry['kind'], (e: TStatusEntry) => string> = {
  abandoned: () => 'match-abandoned',
  fouls: (e) => `status-fouls-${'side' in e ? e.side : ''}`,
  'man-down': (e) => `man-down-${'side' in e ? e.side : ''}`,
  'sent-off': () => 'status-sent-off',
  'full-strength': (e) => `status-full-${'side' in e ? e.side : ''}`,
};

/** One line of the strip, coloured by how much it matters. */
export function StatusLine({
  severity,
  testid,
  children,
  action,
  over,
}: {
  severity: 'error' | 'warning' | 'info' | 'success';
  testid: string;
  children: ReactNode;
  action?: ReactNode;
  /** A time-out's minute is up (the time-out line). */
  over?: boolean;
}) {
  'use memo';
  return (
    <Box
      component="li"
      data-testid={testid}
      data-severity={severity}
      data-over={over === undefined ? undefined : String(over)}
      sx={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1,
        py: 0.25,
        minHeight: 32,
        borderRadius: 1,
        borderLeft: '4px solid',
        borderLeftColor: `${severity}.main`,
        bgcolor: alpha(theme.palette[severity].main, theme.palette.mode === 'dark' ? 0.22 : 0.12),
        color: 'text.primary',
        fontWeight: 600,
        fontSize: { xs: '0.8rem', sm: '0.9rem' },
        lineHeight: 1.25,
      })}
    >
      <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
        {children}
      </Box>
      {action}
    </Box>
  );
}

/**
 * The console's one status strip (decision 0130): what holds now, newest first, read from the
 * engine's state at the live clock, so every line goes by itself when its situation ends; the
 * time-out minute and the end of play join it from `extra`. Nothing to dismiss.
 */
export function StatusStrip({
  state,
  liveSec,
  players,
  teamName,
  opponent,
  extra,
}: {
  state: TMatchState;
  liveSec: number;
  players: TPlayerIndex;
  teamName: string;
  opponent: string;
  extra?: ReactNode;
}) {
  'use memo';
  const { t } = useTranslation();
  const entries = useMemo(() => matchStatus(state, liveSec), [state, liveSec]);
  const team = (side: 'us' | 'rival') => (side === 'us' ? teamName : opponent);
  const text = (e: TStatusEntry): string => {
    switch (e.kind) {
      case 'abandoned':
        return `${t('laws.abandoned.title')}: ${t('laws.abandoned.text', {
          team: team(e.side),
          minute: Math.floor(e.at / 60),
        })}`;
      case 'fouls':
        return e.tenMetre
          ? t('live.status.fouls6', { team: team(e.side), count: e.count })
          : t('live.status.fouls5', { team: team(e.side) });
      case 'man-down':
        return e.side === 'rival'
          ? t('live.status.manDownRival', { team: opponent, time: mmss(e.left) })
          : t(e.secondYellow ? 'live.status.manDownUsSecondYellow' : 'live.status.manDownUs', {
              time: mmss(e.left),
              player: e.playerId ? playerLabel(players, e.playerId) : '',
            });
      case 'sent-off':
        return e.secondYellow
          ? t('laws.secondYellow.bench', { player: playerLabel(players, e.playerId) })
          : t('live.status.sentOffBench', { player: playerLabel(players, e.playerId) });
      case 'full-strength':
        return t(e.side === 'us' ? 'live.moments.manDownOverUs' : 'live.moments.manDownOverRival', {
          team: team(e.side),
        });
    }
  };
  return (
    <Box
      component="ul"
      role="status"
      aria-label={t('live.status.label')}
      data-testid="status-strip"
      data-count={entries.length}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 0.5,
        '&:empty': { display: 'none' },
      }}
    >
      {extra}
      {entries.map((e) => (
        <StatusLine key={e.key} severity={severityOf(e)} testid={TESTID[e.kind](e)}>
          {text(e)}
        </StatusLine>
      ))}
    </Box>
  );
}
