import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useSnackbar } from '../../../lib/notices';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getAllTeamEvents } from '../api/get-team-events';
import { downloadText, eventsCsv } from '../lib/events-csv';
import type { TEventsFilters } from '../lib/events-filters';

const slug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'team';

/** Every event the filters select (all pages), as a CSV file in the interface language. */
export function ExportEventsButton({
  teamId,
  teamName,
  filters,
  disabled,
}: {
  teamId: string;
  teamName: string;
  filters: TEventsFilters;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const all = await getAllTeamEvents(teamId, filters);
      const day = new Date().toISOString().slice(0, 10);
      downloadText(eventsCsv(all, t), `${slug(teamName)}-events-${day}.csv`);
      enqueueSnackbar(t('teamEvents.exportDone', { count: all.items.length }), {
        variant: 'success',
      });
    } catch {
      enqueueSnackbar(t('teamEvents.exportError'), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      onClick={() => void run()}
      disabled={disabled || busy}
      startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <FileDownloadRounded />}
      data-testid="events-export"
      sx={{ flexShrink: 0 }}
    >
      {busy ? t('teamEvents.exporting') : t('teamEvents.export')}
    </Button>
  );
}
