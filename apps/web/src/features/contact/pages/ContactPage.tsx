import type { TContactResponse } from '@futsal/shared/schemas/contact';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../auth';
import { PageHeader } from '../../../components/PageHeader';
import { ContactForm } from '../components/ContactForm';
import { ContactSuccess } from '../components/ContactSuccess';

export function ContactPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [sent, setSent] = useState<TContactResponse | null>(null);
  return (
    <Box data-testid="contact-page" sx={{ maxWidth: 880 }}>
      <PageHeader title={t('pages.contact.title')} subtitle={t('contact.subtitle')} />
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          {!user ? (
            <Skeleton variant="rounded" height={420} />
          ) : sent ? (
            <ContactSuccess sent={sent} user={user} onAnother={() => setSent(null)} />
          ) : (
            <ContactForm key={user.id} user={user} onSent={setSent} />
          )}
        </CardContent>
      </Card>
    </Box>
  );
}

export default ContactPage;
