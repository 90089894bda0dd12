import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import type { TMatch } from '@futsal/shared/schemas/match';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../i18n/dates';
import { useShootoutResult } from '../lib/shootout-result';

interface Props {
  match: TMatch;
  to: string;
  competition?: string;
  /** Absent when the caller's role may not change the match (decision 0181). */
  onEdit?: () => void;
  onDelete?: () => void;
}

export function MatchCard({ match, to, competition, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const { us, rival } = match.score;
  const shootout = useShootoutResult(match);
  const result =
    match.status === 'finished'
      ? shootout?.winner
        ? shootout.winner === 'us'
          ? 'success'
          : 'error'
        : us > rival
          ? 'success'
          : us < rival
            ? 'error'
            : 'default'
      : match.status === 'live'
        ? 'warning'
        : 'default';
  return (
    <Card
      variant="outlined"
      data-testid={`match-card-${match.id}`}
      sx={{ display: 'flex', alignItems: 'stretch' }}
    >
      <CardActionArea component={RouterLink} to={to} sx={{ p: 2, flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 600 }} noWrap>
              {match.isHome
                ? t('matches.vs', { opponent: match.opponent })
                : t('matches.at', { opponent: match.opponent })}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {formatDate(match.date, 'medium')} · {dayjs(match.date).format('HH:mm')} ·{' '}
              {match.location}
            </Typography>
            <Stack direction="row" spacing={0.5} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 0.5 }}>
              <Chip
                size="small"
                variant="outlined"
                label={match.isHome ? t('matches.home') : t('matches.away')}
              />
              <Chip size="small" variant="outlined" label={t(`labels.matchType.${match.type}`)} />
              {competition && (
                <Chip
                  size="small"
                  color="secondary"
                  variant="outlined"
                  label={
                    match.competitionRound
                      ? `${competition} · ${match.competitionRound}`
                      : competition
                  }
                />
              )}
            </Stack>
          </Box>
          {match.status !== 'scheduled' && (
            <Stack sx={{ alignItems: 'center' }}>
              <Chip
                data-testid="score-chip"
                color={result}
                label={`${us} – ${rival}`}
                sx={{ fontWeight: 700, fontSize: '1.1rem', height: 40, px: 0.5 }}
              />
              {shootout && (
                <Typography
                  variant="caption"
                  color="text.secondary"
                  data-testid="shootout-chip"
                  sx={{ fontWeight: 600, whiteSpace: 'nowrap', mt: 0.25 }}
                >
                  {t('matches.shootoutShort', { us: shootout.us, rival: shootout.rival })}
                </Typography>
              )}
            </Stack>
          )}
        </Stack>
      </CardActionArea>
      {onEdit && onDelete && (
        <Stack sx={{ justifyContent: 'center', pr: 0.5 }}>
          <Tooltip title={t('matches.edit')}>
            <IconButton
              onClick={onEdit}
              aria-label={t('matches.edit')}
              data-testid={`edit-match-${match.id}`}
            >
              <EditRounded fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('matches.delete.action')}>
            <IconButton
              onClick={onDelete}
              aria-label={t('matches.delete.action')}
              data-testid={`delete-match-${match.id}`}
            >
              <DeleteOutlineRounded fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
      )}
    </Card>
  );
}
