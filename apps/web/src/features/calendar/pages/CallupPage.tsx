import type { TCallupKind } from '@futsal/shared/schemas/callup';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useCan } from '../../teams';
import { formatDate } from '../../../i18n/dates';
import { useCallupQuery } from '../api/callups';
import { AnswersList } from '../components/AnswersList';
import { AttendanceList } from '../components/AttendanceList';
import { CallupList } from '../components/CallupList';
import { attendanceStamp, callupStamp } from '../lib/callup-stamps';

/** /teams/{teamId}/calendar/{match|training}/{eventId}: who is called up, and who came. */
export function CallupPage() {
  const { t } = useTranslation();
  const { teamId = '', kind: rawKind = '', eventId = '' } = useParams();
  const kind: TCallupKind = rawKind === 'training' ? 'training' : 'match';
  const callup = useCallupQuery(kind, eventId);
  // Other roles than the editors read who is called, their answers and who came (decision 0181).
  const readOnly = !useCan(teamId, 'team.edit');
  const view = callup.data;
  const what = view
    ? kind === 'match'
      ? t('calendar.match.home', { opponent: view.title })
      : view.title
        ? t('calendar.trainingFocus', { focus: view.title })
        : t('calendar.training')
    : '';
  const when = view
    ? `${formatDate(view.startsAt, 'medium')} ${dayjs(view.startsAt).format('HH:mm')}`
    : '';
  return (
    <>
      <PageHeader
        title={t('pages.callup.title')}
        subtitle={view ? `${what} · ${when} · ${view.place}` : undefined}
      />
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button component={Link} to={`/teams/${teamId}/calendar`}>
          {t('callups.backToCalendar')}
        </Button>
        {kind === 'match' && (
          <Button component={Link} to={`/teams/${teamId}/matches/${eventId}`}>
            {t('callups.openMatch')}
          </Button>
        )}
      </Stack>
      {callup.isError && <Alert severity="error">{t('callups.loadError')}</Alert>}
      {callup.isPending && <Skeleton variant="rounded" height={320} />}
      {view && (
        <Stack spacing={3}>
          <CallupList key={callupStamp(view)} view={view} readOnly={readOnly} />
          <AnswersList view={view} readOnly={readOnly} />
          <AttendanceList key={attendanceStamp(view)} view={view} readOnly={readOnly} />
        </Stack>
      )}
    </>
  );
}

export default CallupPage;
