import type { TMatchState, TSide } from '@futsal/shared/futsal/types';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ConsoleSection } from './ConsoleSection';
import { IndirectFouls } from './IndirectFouls';

/**
 * The non-accumulated foul buttons (Law 13) and the time-outs left; each team's accumulated
 * count sits under its score (FoulCount).
 */
export function FoulPanel({
  timeoutsLeft,
  playable,
  onIndirectFoul,
}: {
  timeoutsLeft: TMatchState['timeouts']['left'];
  playable: boolean;
  onIndirectFoul: (side: TSide) => void;
}) {
  'use memo';
  const { t } = useTranslation();
  return (
    <ConsoleSection testid="foul-panel" title={t('laws.indirect.label')}>
      <IndirectFouls disabled={!playable} onFoul={onIndirectFoul} />
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ display: 'block', mt: 0.5 }}
        data-testid="timeouts-left"
      >
        {t('live.timeoutsLeft', {
          us: timeoutsLeft.us,
          rival: timeoutsLeft.rival,
        })}
      </Typography>
    </ConsoleSection>
  );
}
