import type { TStatusSpell } from '@futsal/shared/schemas/attendance';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../i18n/dates';

/**
 * The period's spells out (decision 0188), oldest first: "Lesionado · del 9 nov 2026 al 15 nov
 * 2026". The chart shows them by week; this says the days, and reads to a screen reader.
 */
export function StatusSpells({ spells }: { spells: readonly TStatusSpell[] }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography component="h3" variant="body2" sx={{ fontWeight: 600, mt: 1.5 }}>
        {t('stats.attendance.spells')}
      </Typography>
      <Typography
        component="ul"
        variant="body2"
        sx={{ m: 0, mb: 1, pl: 2.5 }}
        data-testid="status-spells"
      >
        {spells.map((s) => (
          <li key={`${s.status}-${s.from}`}>
            {t(`stats.attendance.spellStatus.${s.status}`)} ·{' '}
            {s.to === null
              ? t('stats.attendance.spellSince', { from: formatDate(s.from, 'medium') })
              : t('stats.attendance.spellRange', {
                  from: formatDate(s.from, 'medium'),
                  to: formatDate(s.to, 'medium'),
                })}
          </li>
        ))}
      </Typography>
    </>
  );
}
