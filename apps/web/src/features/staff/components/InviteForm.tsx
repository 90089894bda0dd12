import type { TStaffRole } from '@futsal/shared/roles';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/SubmitButton';
import { errorMessage } from '../../../lib/errors';
import { useInviteMutation } from '../api/staff';
import { RoleSelect } from './RoleSelect';

/** The owner's invitation: an address and a role; the link goes by e-mail. */
export function InviteForm({ teamId }: { teamId: string }) {
  const { t } = useTranslation();
  const invite = useInviteMutation(teamId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TStaffRole>('assistant');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSentTo(null);
    invite.mutate(
      { email: email.trim(), role },
      {
        onSuccess: (created) => {
          setSentTo(created.email);
          setEmail('');
        },
      },
    );
  };
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('staff.invite.title')}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('staff.invite.title')}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: 'flex-start' }}
      >
        <TextField
          id="invite-email"
          type="email"
          label={t('staff.invite.email')}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoComplete="off"
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': 'invite-email' } }}
        />
        <RoleSelect
          id="invite-role"
          label={t('staff.invite.role')}
          value={role}
          onChange={setRole}
          testId="invite-role"
        />
        <SubmitButton
          pending={invite.isPending}
          disabled={!email.trim()}
          label={t('staff.invite.send')}
          pendingLabel={t('staff.invite.sending')}
          data-testid="invite-send"
          sx={{ flexShrink: 0, height: 56 }}
        />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t(`staff.roleHint.${role}`)}
      </Typography>
      {invite.isError && (
        <Alert severity="error" sx={{ mt: 1.5 }} data-testid="invite-error">
          {errorMessage(invite.error, t, 'staff.invite.error')}
        </Alert>
      )}
      {sentTo && (
        <Alert severity="success" sx={{ mt: 1.5 }} data-testid="invite-sent">
          {t('staff.invite.sent', { email: sentTo })}
        </Alert>
      )}
    </Box>
  );
}
