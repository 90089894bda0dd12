import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import type { TCallupView } from '@futsal/shared/schemas/callup';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../lib/notices';
import { useAnswerLinkMutations, type TCalledUp } from '../api/answer-links';

const COLOR = { yes: 'success', no: 'error', maybe: 'warning' } as const;

/** Before the event: each called-up player's answer, note and personal link (decision 0158). */
export function AnswersList({
  view,
  readOnly = false,
}: {
  view: TCallupView;
  /** The role may not change it (team.edit): shown without its controls (decision 0181). */
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { reissue, revoke, send } = useAnswerLinkMutations(view.kind, view.eventId);
  // A link the clipboard refused, shown for a manual copy.
  const [shown, setShown] = useState<{ playerId: string; url: string } | null>(null);
  const called = view.players.filter((p) => p.calledUp);
  if (called.length === 0) return null;

  const copy = async (p: TCalledUp) => {
    const path = p.answerPath ?? (await reissue.mutateAsync(p.playerId)).path;
    const url = `${window.location.origin}${path}`;
    try {
      await navigator.clipboard.writeText(url);
      setShown(null);
      enqueueSnackbar(t('callups.linkCopied'), { variant: 'success' });
    } catch {
      setShown({ playerId: p.playerId, url });
      enqueueSnackbar(t('callups.copyFailed'), { variant: 'info' });
    }
  };
  const sendAll = async () => {
    const r = await send.mutateAsync();
    enqueueSnackbar(
      [t('callups.sendResult', r), r.failed ? t('callups.sendFailed', r) : ''].join(' '),
      { variant: r.failed ? 'warning' : 'success' },
    );
  };
  const count = (a: TCalledUp['answer']) => called.filter((p) => p.answer === a).length;
  const summary = {
    yes: count('yes'),
    no: count('no'),
    maybe: count('maybe'),
    none: count(null),
  };
  const fail = () => enqueueSnackbar(t('callups.saveError'), { variant: 'error' });

  return (
    <Card variant="outlined" sx={{ p: 2 }} data-testid="answers-list">
      <Stack direction="row" sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('callups.answers')}
        </Typography>
        {!readOnly && (
          <Button
            variant="outlined"
            onClick={() => void sendAll().catch(fail)}
            disabled={send.isPending}
            data-testid="send-links"
          >
            {t('callups.sendLinks')}
          </Button>
        )}
      </Stack>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ mb: 1.5 }}
        data-testid="answer-summary"
      >
        {t('callups.answerSummary', summary)}
      </Typography>
      <Stack spacing={1.5}>
        {called.map((p) => (
          <Stack key={p.playerId} spacing={0.5} data-player={p.playerId} data-testid="answer-row">
            <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
              <Typography sx={{ flexGrow: 1 }}>{`${p.number}. ${p.name}`}</Typography>
              <Chip
                size="small"
                data-testid="answer-chip"
                color={p.answer ? COLOR[p.answer] : 'default'}
                variant={p.answer ? 'filled' : 'outlined'}
                label={p.answer ? t(`callups.answer.${p.answer}`) : t('callups.notAnswered')}
              />
              {p.reconfirm && <Chip size="small" color="warning" label={t('callups.reconfirm')} />}
              {!p.hasEmail && <Chip size="small" variant="outlined" label={t('callups.noEmail')} />}
            </Stack>
            {p.answerNote && (
              <Typography variant="body2" color="text.secondary" data-testid="answer-note">
                {p.answerNote}
              </Typography>
            )}
            {!readOnly && (
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                <Button
                  size="small"
                  startIcon={<ContentCopyRounded />}
                  onClick={() => void copy(p).catch(fail)}
                  data-testid="copy-link"
                >
                  {t('callups.copyLink')}
                </Button>
                <Button size="small" onClick={() => reissue.mutate(p.playerId, { onError: fail })}>
                  {t('callups.newLink')}
                </Button>
                {p.answerPath && (
                  <Button
                    size="small"
                    color="error"
                    onClick={() =>
                      revoke.mutate(p.playerId, {
                        onSuccess: () => enqueueSnackbar(t('callups.linkRevoked')),
                        onError: fail,
                      })
                    }
                  >
                    {t('callups.revokeLink')}
                  </Button>
                )}
              </Stack>
            )}
            {shown?.playerId === p.playerId && (
              <Typography variant="body2" sx={{ wordBreak: 'break-all' }} data-testid="shown-link">
                {shown.url}
              </Typography>
            )}
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
