import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { TMoment } from './use-moments';

/**
 * The end of a man-down, the 5th accumulated foul and every foul after it
 * (a 10 m kick), said in words; a second yellow has its own banner (LawsBanners).
 */
export function MomentBanners({
  moments,
  teamName,
  opponent,
  onDismiss,
}: {
  moments: readonly TMoment[];
  teamName: string;
  opponent: string;
  onDismiss: (key: string) => void;
}) {
  'use memo';
  const { t } = useTranslation();
  const team = (side: 'us' | 'rival') => (side === 'us' ? teamName : opponent);
  return (
    <>
      {moments.map((m) => {
        if (m.kind === 'second-yellow') return null;
        const text =
          m.kind === 'man-down-over'
            ? t(m.side === 'us' ? 'live.moments.manDownOverUs' : 'live.moments.manDownOverRival', {
                team: team(m.side),
              })
            : m.kind === 'fifth-foul'
              ? t('live.moments.fifthFoul', { team: team(m.side) })
              : t('live.moments.tenMetre', { team: team(m.side) });
        const severity =
          m.kind === 'man-down-over' ? 'success' : m.kind === 'fifth-foul' ? 'warning' : 'error';
        return (
          <Alert
            key={m.key}
            role="alert"
            variant="filled"
            severity={severity}
            data-testid={`moment-${m.kind}-${'side' in m ? m.side : ''}`}
            onClose={() => onDismiss(m.key)}
            sx={{ fontSize: '1rem', fontWeight: 600, alignItems: 'center', py: 0 }}
          >
            {text}
          </Alert>
        );
      })}
    </>
  );
}
