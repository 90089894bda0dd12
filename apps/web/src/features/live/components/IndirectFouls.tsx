import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
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
    <Stack direction="row" sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <Typography variant="caption" color="text.secondary" sx={{ flexBasis: '100%' }}>
        {t('laws.indirect.label')}
      </Typography>
      <Button
        size="small"
        variant="outlined"
        data-testid="action-foul-indirect"
        disabled={disabled}
        onClick={() => onFoul('us')}
        sx={{ minHeight: 40, flex: 1 }}
      >
        {t('laws.indirect.us')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        data-testid="action-rival-foul-indirect"
        disabled={disabled}
        onClick={() => onFoul('rival')}
        sx={{ minHeight: 40, flex: 1 }}
      >
        {t('laws.indirect.rival')}
      </Button>
    </Stack>
  );
}
