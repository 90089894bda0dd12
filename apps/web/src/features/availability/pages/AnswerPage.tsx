import LinkOffRounded from '@mui/icons-material/LinkOffRounded';
import type { TPublicAnswerView } from '@futsal/shared/schemas/availability';
import {
  ANSWER_NOTE_MAX,
  AVAILABILITY_ANSWERS,
  type TAvailabilityAnswer,
} from '@futsal/shared/values/availability';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BrandLogo } from '../../../components/BrandLogo';
import { LanguageSelect } from '../../../components/LanguageSelect';
import { ThemeToggle } from '../../../components/ThemeToggle';
import { formatDate } from '../../../i18n/dates';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAnswerMutation, usePublicAnswer } from '../api/answer';

/** A personal link must not end up in a search engine's index. */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', color: 'text.primary' }}>
      <AppBar position="sticky" color="inherit" sx={{ bgcolor: 'background.paper' }}>
        <Toolbar sx={{ gap: 1 }}>
          <BrandLogo size={32} showName="wide" />
          <Box sx={{ flex: 1 }} />
          <LanguageSelect />
          <ThemeToggle />
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 560, mx: 'auto' }}>
        {children}
      </Box>
    </Box>
  );
}

function AnswerForm({ token, view }: { token: string; view: TPublicAnswerView }) {
  const { t } = useTranslation();
  const save = useAnswerMutation(token);
  const [answer, setAnswer] = useState<TAvailabilityAnswer | null>(view.answer);
  const [note, setNote] = useState(view.note);
  const [saved, setSaved] = useState(false);
  const submit = async () => {
    if (!answer) return;
    setSaved(false);
    await save.mutateAsync({ answer, note: note.trim() });
    setSaved(true);
  };
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      {view.reconfirm && (
        <Alert severity="warning" data-testid="answer-reconfirm">
          {t('answer.reconfirm')}
        </Alert>
      )}
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        value={answer}
        aria-label={t('answer.question')}
        onChange={(_, next: TAvailabilityAnswer | null) => next && setAnswer(next)}
      >
        {AVAILABILITY_ANSWERS.map((a) => (
          <ToggleButton key={a} value={a} sx={{ py: 1.5, fontWeight: 700 }} data-answer={a}>
            {t(`answer.choice.${a}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField
        label={t('answer.note')}
        value={note}
        multiline
        minRows={2}
        onChange={(e) => setNote(e.target.value)}
        slotProps={{ htmlInput: { maxLength: ANSWER_NOTE_MAX } }}
      />
      <Button
        variant="contained"
        size="large"
        disabled={!answer || save.isPending}
        onClick={() => void submit().catch(() => undefined)}
        data-testid="answer-send"
      >
        {t('answer.send')}
      </Button>
      {save.isError && <Alert severity="error">{t('answer.saveError')}</Alert>}
      {saved && !save.isError && (
        <Alert severity="success" data-testid="answer-saved">
          {t('answer.saved')}
        </Alert>
      )}
    </Stack>
  );
}

/** /answer/:token — a called-up player's own answer, no sign-in (decision 0158). */
export function AnswerPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const query = usePublicAnswer(token);
  const view = query.data;
  useNoIndex();
  usePageTitle(view ? `${view.teamName} · ${t('answer.question')}` : t('answer.question'));
  return (
    <Frame>
      {query.isPending && <Skeleton variant="rounded" height={320} />}
      {query.isError && <Alert severity="error">{t('answer.loadError')}</Alert>}
      {view === null && (
        <Paper
          variant="outlined"
          data-testid="answer-inactive"
          sx={{ p: 4, mt: 2, textAlign: 'center' }}
        >
          <LinkOffRounded sx={{ fontSize: 48, color: 'text.secondary' }} />
          <Typography variant="h5" component="h1" sx={{ mt: 1, fontWeight: 700 }}>
            {t('answer.inactiveTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('answer.inactiveText')}
          </Typography>
        </Paper>
      )}
      {view && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mt: 1, borderRadius: 3 }}>
          <Typography variant="overline" color="text.secondary">
            {view.teamName}
          </Typography>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {view.kind === 'match'
              ? t('answer.match', { opponent: view.title })
              : view.title
                ? t('answer.trainingFocus', { focus: view.title })
                : t('answer.training')}
          </Typography>
          <Typography sx={{ mt: 0.5 }} data-testid="answer-when">
            {`${formatDate(view.startsAt, 'medium')} · ${dayjs(view.startsAt).format('HH:mm')}`}
          </Typography>
          {view.place && <Typography color="text.secondary">{view.place}</Typography>}
          <Typography sx={{ mt: 2, fontWeight: 600 }} data-testid="answer-player">
            {t('answer.greeting', { name: view.playerName })}
          </Typography>
          <Typography color="text.secondary">{t('answer.question')}</Typography>
          <AnswerForm token={token} view={view} />
        </Paper>
      )}
    </Frame>
  );
}

export default AnswerPage;
