import type { TTraining } from '@futsal/shared/schemas/training';
import AddRounded from '@mui/icons-material/AddRounded';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import dayjs, { type Dayjs } from 'dayjs';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useCan } from '../../teams';
import { PageHeader } from '../../../components/PageHeader';
import { formatDate } from '../../../i18n/dates';
import { firstUpper } from '../../../lib/first-upper';
import { useConfirmDelete } from '../../../lib/use-confirm-delete';
import { useCalendarQuery } from '../api/get-calendar';
import { useDeleteTrainingMutation } from '../api/delete-training';
import { useTrainingQuery } from '../api/get-training';
import { CalendarFeedCard } from '../components/CalendarFeedCard';
import { CalendarGrid } from '../components/CalendarGrid';
import { CalendarList } from '../components/CalendarList';
import { TrainingFormDialog } from '../components/lazy-dialogs';
import {
  shiftAnchor,
  viewDays,
  viewFromParams,
  viewRange,
  type TCalendarView,
} from '../lib/calendar-range';

type TDialog = { kind: 'new'; day?: string } | { kind: 'edit'; id: string } | null;

function rangeLabel(view: TCalendarView, anchor: Dayjs, days: readonly Dayjs[]): string {
  if (view === 'month') return firstUpper(anchor.format('MMMM YYYY'));
  const first = days[0];
  const last = days[days.length - 1];
  return first && last ? `${formatDate(first, 'medium')} – ${formatDate(last, 'medium')}` : '';
}

/** /teams/{teamId}/calendar: the team's matches and trainings by week or month, a list on phones. */
export function CalendarPage() {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = !useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  const { teamId = '' } = useParams();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { view, anchor } = viewFromParams(params);
  const days = viewDays(view, anchor);
  const range = viewRange(view, anchor);
  const calendar = useCalendarQuery(teamId, range.from, range.to);
  const [dialog, setDialog] = useState<TDialog>(null);
  const editing = useTrainingQuery(dialog?.kind === 'edit' ? dialog.id : null);
  const remove = useDeleteTrainingMutation();
  const confirm = useConfirmDelete<TTraining>({
    remove: (training) => remove.mutateAsync(training.id),
    title: t('calendar.form.deleteTitle'),
    text: () => t('calendar.form.deleteText'),
    done: () => t('calendar.form.deleted'),
    errorKey: 'calendar.form.deleteError',
    onDeleted: () => setDialog(null),
  });

  // Trainings are the editors' to change (team.edit); other roles open its call-up to read who
  // is called and who came (decision 0181).
  const canEdit = useCan(teamId, 'team.edit');
  const openTraining = (id: string) =>
    canEdit
      ? setDialog({ kind: 'edit', id })
      : void navigate(`/teams/${teamId}/calendar/training/${id}`);

  const go = (next: { view?: TCalendarView; anchor?: Dayjs }) =>
    setParams(
      {
        view: next.view ?? view,
        day: (next.anchor ?? anchor).format('YYYY-MM-DD'),
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader title={t('pages.calendar.title')} subtitle={t('calendar.subtitle')} />
      <Stack
        direction="row"
        sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}
        data-testid="calendar-toolbar"
      >
        <IconButton
          aria-label={t('calendar.previous')}
          onClick={() => go({ anchor: shiftAnchor(view, anchor, -1) })}
        >
          <ChevronLeftRounded />
        </IconButton>
        <Button onClick={() => go({ anchor: dayjs().startOf('day') })}>
          {t('calendar.today')}
        </Button>
        <IconButton
          aria-label={t('calendar.next')}
          onClick={() => go({ anchor: shiftAnchor(view, anchor, 1) })}
        >
          <ChevronRightRounded />
        </IconButton>
        <Typography
          variant="h6"
          component="p"
          sx={{ flexGrow: 1, minWidth: 160 }}
          data-testid="calendar-range"
        >
          {rangeLabel(view, anchor, days)}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_, next: TCalendarView | null) => next && go({ view: next })}
          aria-label={t('calendar.view.label')}
          // The unselected view's text at AA contrast on the page (axe: color-contrast).
          sx={{ '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.secondary' } }}
        >
          <ToggleButton value="week">{t('calendar.view.week')}</ToggleButton>
          <ToggleButton value="month">{t('calendar.view.month')}</ToggleButton>
        </ToggleButtonGroup>
        {canEdit && (
          <Button
            variant="contained"
            startIcon={<AddRounded />}
            onClick={() => setDialog({ kind: 'new' })}
            data-testid="calendar-new-training"
          >
            {t('calendar.newTraining')}
          </Button>
        )}
      </Stack>
      {calendar.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('calendar.loadError')}
        </Alert>
      )}
      {phone ? (
        <CalendarList entries={calendar.data ?? []} teamId={teamId} onTraining={openTraining} />
      ) : (
        <CalendarGrid
          days={days}
          entries={calendar.data ?? []}
          month={view === 'month' ? anchor.month() : undefined}
          teamId={teamId}
          onTraining={openTraining}
          onDay={canEdit ? (day) => setDialog({ kind: 'new', day }) : undefined}
        />
      )}
      <CalendarFeedCard teamId={teamId} />
      <Suspense fallback={null}>
        {dialog?.kind === 'new' && (
          <TrainingFormDialog
            teamId={teamId}
            training={null}
            day={dialog.day}
            onClose={() => setDialog(null)}
            onDelete={confirm.ask}
          />
        )}
        {dialog?.kind === 'edit' && editing.data && (
          <TrainingFormDialog
            key={editing.data.id + editing.data.updatedAt}
            teamId={teamId}
            training={editing.data}
            onClose={() => setDialog(null)}
            onDelete={confirm.ask}
          />
        )}
      </Suspense>
      {confirm.dialog}
    </>
  );
}

export default CalendarPage;
