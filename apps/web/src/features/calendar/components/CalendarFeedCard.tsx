import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../teams';
import { useSnackbar } from '../../../lib/notices';
import { useCalendarFeedMutations, useCalendarFeedQuery } from '../api/calendar-feed';

/**
 * The team's calendar feed (decision 0146): a secret URL that calendar apps subscribe to. The
 * coach switches it on, copies it, replaces it (the old one stops working) or switches it off.
 */
export function CalendarFeedCard({ teamId }: { teamId: string }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const feed = useCalendarFeedQuery(teamId);
  const { rotate, revoke } = useCalendarFeedMutations(teamId);
  const path = feed.data?.path ?? null;
  const url = path ? `${window.location.origin}${path}` : '';
  const fail = () => enqueueSnackbar(t('calendar.feed.error'), { variant: 'error' });
  // Switching the feed on, renewing or revoking it is the editors' (team.edit); every role may
  // copy a feed that is on (decision 0181).
  const canEdit = useCan(teamId, 'team.edit');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      enqueueSnackbar(t('calendar.feed.copied'), { variant: 'success' });
    } catch {
      // No clipboard (an insecure origin): the field is selectable by hand.
      fail();
    }
  };

  if (!canEdit && !path) return null;
  return (
    <Card variant="outlined" sx={{ p: 2, mt: 3 }} data-testid="calendar-feed">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <EventAvailableRounded color="primary" />
        <Typography variant="h6" component="h2">
          {t('calendar.feed.title')}
        </Typography>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('calendar.feed.text')}
      </Typography>
      {path ? (
        <Stack spacing={1.5}>
          <TextField
            id="calendar-feed-url"
            label={t('calendar.feed.url')}
            value={url}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'calendar-feed-url' } }}
          />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button variant="contained" onClick={() => void copy()}>
              {t('calendar.feed.copy')}
            </Button>
            {canEdit && (
              <>
                <Button
                  onClick={() => rotate.mutate(undefined, { onError: fail })}
                  disabled={rotate.isPending}
                >
                  {t('calendar.feed.rotate')}
                </Button>
                <Button
                  color="error"
                  onClick={() => revoke.mutate(undefined, { onError: fail })}
                  disabled={revoke.isPending}
                >
                  {t('calendar.feed.revoke')}
                </Button>
              </>
            )}
          </Stack>
        </Stack>
      ) : (
        <Button
          variant="outlined"
          onClick={() => rotate.mutate(undefined, { onError: fail })}
          disabled={feed.isPending || rotate.isPending}
          data-testid="calendar-feed-enable"
        >
          {t('calendar.feed.enable')}
        </Button>
      )}
    </Card>
  );
}
