import { finishingVsModel } from '@futsal/shared/futsal/shot-maps';
import { FINISHING_MIN_SHOTS } from '@futsal/shared/values/shots';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * Goals against the model in one plain sentence, once there are enough shots (decision 0170);
 * before that, how many more shots it waits for, so the coach knows why it is missing.
 */
export function FinishingNote({ shots, goals, xg }: { shots: number; goals: number; xg: number }) {
  const { t, i18n } = useTranslation();
  const f = finishingVsModel({ shots, goals, xg });
  const num = (n: number) =>
    n.toLocaleString(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const text = f
    ? t(`shots.finishingNote.${f.tone}`, {
        value: num(Math.abs(f.diff)),
        goals,
        xg: num(xg),
      })
    : t('shots.finishingNote.notYet', { count: FINISHING_MIN_SHOTS, shots });
  return (
    <Typography
      variant="body2"
      color={f ? 'text.primary' : 'text.secondary'}
      data-testid="finishing-note"
      data-tone={f?.tone ?? 'not-yet'}
      sx={{ mb: 2 }}
    >
      {text}
    </Typography>
  );
}
