import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTeamRecord } from '@futsal/shared/schemas/stats';
import { RECORD_SCOPES, type TRecordScope } from '../lib/team-record';

type Tone = 'primary' | 'secondary' | 'success' | 'error' | 'warning' | 'info';

function StatTile({
  label,
  value,
  tone = 'primary',
  testId,
}: {
  label: string;
  value: ReactNode;
  tone?: Tone;
  testId?: string;
}) {
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
        <Typography variant="body2" color="text.secondary" noWrap>
          {label}
        </Typography>
        <Typography
          sx={{ fontSize: '1.75rem', fontWeight: 700, color: `${tone}.main`, lineHeight: 1.3 }}
          data-testid={testId}
        >
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

interface Props {
  players: number | null;
  record: TTeamRecord | null;
  scope: TRecordScope;
  onScope: (scope: TRecordScope) => void;
}

/** The team's squad size and record, with the matches it counts always in sight (friendlies or not). */
export function TeamRecord({ players, record: r, scope, onScope }: Props) {
  const { t } = useTranslation();
  const dash = '–';
  return (
    <Box sx={{ mb: 3 }} data-testid="team-record">
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 1.5,
          flexWrap: 'wrap',
        }}
      >
        <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
          {t('teamUx.totals.label')}
        </Typography>
        <TextField
          select
          size="small"
          label={t('teamUx.totals.scope')}
          value={scope}
          onChange={(e) => onScope(e.target.value as TRecordScope)}
          sx={{ minWidth: { xs: '100%', sm: 300 } }}
          slotProps={{
            select: { SelectDisplayProps: { 'data-testid': 'team-record-scope' } as object },
          }}
        >
          {RECORD_SCOPES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`teamUx.totals.${s}`)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(3, minmax(0, 1fr))',
            lg: 'repeat(6, minmax(0, 1fr))',
          },
        }}
      >
        <StatTile
          label={t('teams.details.players')}
          value={players ?? dash}
          testId="team-stat-players"
        />
        <StatTile
          label={t('teams.details.played')}
          value={r ? r.gamesPlayed : dash}
          tone="info"
          testId="team-stat-played"
        />
        <StatTile
          label={t('teams.details.wins')}
          value={r ? r.wins : dash}
          tone="success"
          testId="team-stat-wins"
        />
        <StatTile label={t('teams.details.draws')} value={r ? r.draws : dash} tone="warning" />
        <StatTile label={t('teams.details.losses')} value={r ? r.losses : dash} tone="error" />
        <StatTile
          label={t('teams.details.goals')}
          value={r ? `${r.goalsFor}:${r.goalsAgainst}` : dash}
          tone="secondary"
          testId="team-stat-goals"
        />
      </Box>
    </Box>
  );
}
