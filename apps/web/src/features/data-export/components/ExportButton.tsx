import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { can } from '@futsal/shared/roles';
import { useTeamRoleState } from '../../teams';
import { HeldPlace } from '../../../components/HeldPlace';
import { errorMessage } from '../../../lib/errors';
import { useSnackbar } from '../../../lib/notices';
import { saveBlob } from '../../../lib/save-blob';
import { useDownloadExport, type TExportKind } from '../api/download-export';

interface Props {
  kind: TExportKind;
  id?: string;
  /** Used for the file name when the server names none. */
  fallbackName: string;
  variant?: ButtonProps['variant'];
}

/** Downloads the owner's data (a team, a player, or the whole account) as a ZIP of JSON and CSV. */
export function ExportButton({ kind, id, fallbackName, variant = 'outlined' }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const download = useDownloadExport();
  const busy = download.isPending;
  // A team's or a player's export is the team owner's (data.export); the account's is anyone's.
  const { role, pending } = useTeamRoleState(useParams().teamId);
  const onClick = () =>
    download.mutate(
      { kind, id },
      {
        onSuccess: ({ blob, filename }) => {
          saveBlob(blob, filename ?? `${fallbackName}.zip`);
          enqueueSnackbar(t('dataExport.done'), { variant: 'success' });
        },
        onError: (err) =>
          enqueueSnackbar(
            `${t('dataExport.failed')} ${errorMessage(err, t, 'dataExport.tryAgain')}`,
            {
              variant: 'error',
            },
          ),
      },
    );
  if (kind !== 'account' && !pending && !can(role, 'data.export')) return null;
  const button = (
    <Button
      variant={variant}
      onClick={onClick}
      disabled={busy}
      aria-busy={busy}
      data-testid={`export-${kind}`}
      startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <DownloadRounded />}
    >
      {busy ? t('dataExport.preparing') : t(`dataExport.${kind}`)}
    </Button>
  );
  return kind !== 'account' && pending ? <HeldPlace>{button}</HeldPlace> : button;
}
