import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import SportsSoccerRounded from '@mui/icons-material/SportsSoccerRounded';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { TAuditEntry } from '@futsal/shared/schemas/audit';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { formatDate } from '../../../i18n/dates';
import { isApiError } from '../../../lib/api-client';
import { useAuditQuery } from '../api/get-audit';
import { fieldLabels, sentenceOf, whenOf } from '../lib/describe-entry';

type Tone = 'success' | 'info' | 'error' | 'secondary' | 'primary';

const TONES: Record<string, { tone: Tone; Icon: typeof AddRounded }> = {
  create: { tone: 'success', Icon: AddRounded },
  update: { tone: 'info', Icon: EditRounded },
  delete: { tone: 'error', Icon: DeleteOutlineRounded },
  log: { tone: 'secondary', Icon: SportsSoccerRounded },
};

function Entry({ entry }: { entry: TAuditEntry }) {
  const { t, i18n } = useTranslation();
  const { tone, Icon } = TONES[entry.action] ?? { tone: 'primary', Icon: HistoryRounded };
  const fields = fieldLabels(entry, t);
  const subject = entry.subject;
  return (
    <Box
      data-testid="audit-entry"
      sx={{ display: 'flex', gap: 2, px: { xs: 2, sm: 2.5 }, py: 1.75, alignItems: 'flex-start' }}
    >
      <Avatar
        sx={{
          width: 36,
          height: 36,
          color: `${tone}.main`,
          bgcolor: (theme) => alpha(theme.palette[tone].main, 0.14),
        }}
      >
        <Icon fontSize="small" />
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography data-testid="audit-entry-text" sx={{ wordBreak: 'break-word' }}>
          {sentenceOf(entry, t)}
          {subject && (
            <>
              {' '}
              <Box component="span" sx={{ fontWeight: 600 }}>
                {subject.name}
              </Box>
              {subject.date && (
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {` · ${formatDate(subject.date, 'medium')}`}
                </Box>
              )}
            </>
          )}
        </Typography>
        {fields.length > 0 && (
          <Typography
            variant="body2"
            color="text.secondary"
            data-testid="audit-entry-fields"
            sx={{ mt: 0.25, wordBreak: 'break-word' }}
          >
            {fields.join(', ')}
          </Typography>
        )}
        <Typography
          variant="caption"
          color="text.secondary"
          component="time"
          dateTime={entry.at}
          sx={{ display: 'block', mt: 0.5 }}
        >
          {whenOf(entry.at, i18n.resolvedLanguage ?? i18n.language)}
        </Typography>
      </Box>
    </Box>
  );
}

/** /teams/{teamId}/audit: who created, changed or deleted what and when; the owner's. */
export function AuditPage() {
  const { t } = useTranslation();
  const { teamId = '' } = useParams();
  const audit = useAuditQuery(teamId);
  const entries = audit.data?.pages.flatMap((p) => p.entries) ?? [];
  const forbidden = isApiError(audit.error) && audit.error.status === 403;

  return (
    <Box data-testid="audit-page" sx={{ maxWidth: 880 }}>
      <PageHeader title={t('pages.audit.title')} subtitle={t('audit.subtitle')} />
      {audit.isError ? (
        <Alert
          severity={forbidden ? 'info' : 'error'}
          data-testid="audit-error"
          action={
            forbidden ? undefined : (
              <Button color="inherit" size="small" onClick={() => void audit.refetch()}>
                {t('audit.retry')}
              </Button>
            )
          }
        >
          {forbidden ? t('audit.forbidden') : t('audit.loadError')}
        </Alert>
      ) : audit.isPending ? (
        <Stack spacing={1} data-testid="audit-loading">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={72} />
          ))}
        </Stack>
      ) : entries.length === 0 ? (
        <Card
          variant="outlined"
          data-testid="audit-empty"
          sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}
        >
          <HistoryRounded sx={{ fontSize: 48, color: 'text.disabled' }} />
          <Typography variant="h6" component="h2" sx={{ mt: 1, fontWeight: 600 }}>
            {t('audit.empty')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {t('audit.emptyText')}
          </Typography>
        </Card>
      ) : (
        <>
          <Card variant="outlined" component="section" aria-label={t('pages.audit.title')}>
            {entries.map((entry, i) => (
              <Fragment key={entry.id}>
                {i > 0 && <Divider component="div" />}
                <Entry entry={entry} />
              </Fragment>
            ))}
          </Card>
          {audit.hasNextPage && (
            <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
              <Button
                variant="outlined"
                onClick={() => void audit.fetchNextPage()}
                loading={audit.isFetchingNextPage}
                data-testid="audit-load-more"
              >
                {t('audit.loadMore')}
              </Button>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}

export default AuditPage;
