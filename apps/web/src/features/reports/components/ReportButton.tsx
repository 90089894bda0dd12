import PictureAsPdfRounded from '@mui/icons-material/PictureAsPdfRounded';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useSnackbar } from '../../../lib/notices';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { can } from '@futsal/shared/roles';
import { useTeamRoleState } from '../../teams';
import { HeldPlace } from '../../../components/HeldPlace';
import { currentLanguage } from '../../../i18n';
import { errorMessage } from '../../../lib/errors';
import { saveBlob } from '../../../lib/save-blob';
import { UpgradeButton } from '../../../components/PlanUsage';
import { allows, usePlan } from '../../subscription';
import type { TStatsFilterState } from '../../stats';
import { useDownloadReport, type TReportKind } from '../api/download-report';

interface Props {
  kind: TReportKind;
  id: string;
  filters?: TStatsFilterState;
  /** `kind="opponent"`: the rival's name (the team's id in `id`). */
  opponent?: string;
  /** Used for the file name when the server names none. */
  fallbackName: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}

/** Downloads the team or player PDF for the current filters, in the interface language. */
export function ReportButton({
  kind,
  id,
  filters = { range: 'season' },
  opponent,
  fallbackName,
  variant = 'outlined',
  size,
}: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const download = useDownloadReport();
  const plan = usePlan();
  // Every report sits on a team's page: the role there decides (decision 0181).
  const { role, pending } = useTeamRoleState(useParams().teamId);
  const busy = download.isPending;
  const pct = download.progress === null ? null : Math.round(download.progress * 100);

  const onClick = () => {
    download.mutate(
      { kind, id, filters, opponent, lng: currentLanguage() },
      {
        onSuccess: ({ blob, filename }) => {
          saveBlob(blob, filename ?? `${fallbackName}.pdf`);
          enqueueSnackbar(t('reports.done'), { variant: 'success' });
        },
        onError: (err) =>
          enqueueSnackbar(`${t('reports.failed')} ${errorMessage(err, t, 'reports.tryAgain')}`, {
            variant: 'error',
          }),
      },
    );
  };

  const label = t(`reports.${kind}`);
  // PDF reports are a paid feature (PLAN_TABLE): below it the button leads to /pricing instead.
  if (!pending && !can(role, 'reports.read')) return null;
  // Staff work under the owner's plan, which the server asks; the way to /pricing is the owner's.
  if (role === 'owner' && !allows(plan, 'reports'))
    return <UpgradeButton feature="reports" label={label} variant={variant} size={size} />;

  const button = (
    <Button
      variant={variant}
      size={size}
      onClick={onClick}
      disabled={busy}
      aria-busy={busy}
      data-testid={`report-${kind}`}
      startIcon={
        busy ? (
          <CircularProgress
            size={16}
            color="inherit"
            variant={pct === null ? 'indeterminate' : 'determinate'}
            value={pct ?? undefined}
            data-testid="report-progress"
          />
        ) : (
          <PictureAsPdfRounded />
        )
      }
    >
      {busy ? t('reports.generating') : label}
    </Button>
  );
  return pending ? <HeldPlace>{button}</HeldPlace> : button;
}
