import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import type { TContactResponse } from '@futsal/shared/schemas/contact';
import type { TUser } from '@futsal/shared/schemas/auth';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function ContactSuccess({
  sent,
  user,
  onAnother,
}: {
  sent: TContactResponse;
  user: TUser;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{ textAlign: 'center', py: { xs: 3, sm: 5 }, px: 2 }}
      role="status"
      data-testid="contact-success"
    >
      <CheckCircleRounded color="success" sx={{ fontSize: 64, mb: 1 }} />
      <Typography variant="h5" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        {t('contact.successTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520, mx: 'auto' }}>
        {t('contact.successText', { name: user.firstName, email: user.email })}
      </Typography>
      {sent.attachments.length > 0 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('contact.successFiles', { count: sent.attachments.length })}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('contact.responseTime')}
      </Typography>
      <Button variant="outlined" sx={{ mt: 3 }} onClick={onAnother}>
        {t('contact.sendAnother')}
      </Button>
    </Box>
  );
}
