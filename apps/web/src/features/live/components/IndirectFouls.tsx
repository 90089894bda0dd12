import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/**
 * Law 13: a foul punished by an indirect free kick is not accumulated. The
 * main foul buttons log accumulated fouls; this is the secondary choice.
 */
export function IndirectFouls({
  disabled,
  onFoul,
}: {
  disabled: boolean;
  onFoul: (side: 'us' | 'rival') => void;
}) {
  'use memo';
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
      <Button
        size="small"
        variant="outlined"
        data-testid="action-foul-indirect"
        disabled={disabled}
        onClick={() => onFoul('us')}
        sx={{ minHeight: 44, flex: 1 }}
      >
        {t('laws.indirect.us')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        data-testid="action-rival-foul-indirect"
        disabled={disabled}
        onClick={() => onFoul('rival')}
        sx={{ minHeight: 44, flex: 1 }}
      >
        {t('laws.indirect.rival')}
      </Button>
    </Stack>
  );
}
