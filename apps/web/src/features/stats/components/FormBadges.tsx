import type { TMatchResult } from '@futsal/shared/schemas/stats';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';

const TONE: Record<TMatchResult, 'success' | 'warning' | 'error'> = {
  W: 'success',
  D: 'warning',
  L: 'error',
};

/** A result as a coloured letter in the interface language (W/D/L, G/E/P…). */
export function ResultBadge({ result, size = 28 }: { result: TMatchResult; size?: number }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t(`stats.results.${result}`)}>
      <Box
        component="span"
        data-result={result}
        sx={{
          width: size,
          height: size,
          borderRadius: 1.5,
          display: 'inline-grid',
          placeItems: 'center',
          fontWeight: 700,
          fontSize: size * 0.5,
          color: `${TONE[result]}.contrastText`,
          bgcolor: `${TONE[result]}.main`,
          flexShrink: 0,
        }}
      >
        {t(`labels.result.${result}`)}
      </Box>
    </Tooltip>
  );
}

/** The last results, most recent first. */
export function FormBadges({ form }: { form: readonly TMatchResult[] }) {
  const { t } = useTranslation();
  if (form.length === 0) return <span>—</span>;
  return (
    <Stack
      direction="row"
      spacing={0.5}
      aria-label={form.map((r) => t(`stats.results.${r}`)).join(', ')}
      data-testid="kpi-form-badges"
    >
      {form.map((r, i) => (
        <ResultBadge key={i} result={r} />
      ))}
    </Stack>
  );
}
