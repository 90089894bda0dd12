import type { TStaffRole } from '@futsal/shared/roles';
import type { TTeamInvitation, TTeamMember } from '@futsal/shared/schemas/staff';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { PageHeader } from '../../../components/PageHeader';
import { formatDate } from '../../../i18n/dates';
import { errorMessage } from '../../../lib/errors';
import { useAuth } from '../../auth';
import { useCan, useTeamQuery } from '../../teams';
import {
  useChangeRoleMutation,
  useInvitationsQuery,
  useMembersQuery,
  useRemoveMemberMutation,
  useRevokeMutation,
} from '../api/staff';
import { InviteForm } from '../components/InviteForm';
import { RoleChip } from '../components/RoleChip';
import { RoleSelect } from '../components/RoleSelect';

type Pending =
  | { kind: 'remove'; member: TTeamMember }
  | { kind: 'leave'; member: TTeamMember }
  | { kind: 'revoke'; invitation: TTeamInvitation };

/** /teams/{teamId}/staff: who works on the team, in which role; the owner invites and manages. */
export function StaffPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { teamId = '' } = useParams();
  const { user } = useAuth();
  const team = useTeamQuery(teamId);
  const manage = useCan(teamId, 'members.manage');
  const members = useMembersQuery(teamId);
  const invitations = useInvitationsQuery(teamId, manage);
  const changeRole = useChangeRoleMutation(teamId);
  const remove = useRemoveMemberMutation(teamId);
  const revoke = useRevokeMutation(teamId);
  const [pending, setPending] = useState<Pending | null>(null);
  const name = (m: TTeamMember) => `${m.firstName} ${m.lastName}`.trim();

  const confirm = () => {
    if (!pending) return;
    if (pending.kind === 'revoke') {
      revoke.mutate(pending.invitation.id, { onSuccess: () => setPending(null) });
      return;
    }
    remove.mutate(pending.member.userId, {
      onSuccess: () => {
        setPending(null);
        if (pending.kind === 'leave') void navigate('/teams', { replace: true });
      },
    });
  };
  const confirmText =
    pending?.kind === 'revoke'
      ? {
          title: t('staff.revoke.title'),
          text: t('staff.revoke.text', { email: pending.invitation.email }),
        }
      : pending?.kind === 'leave'
        ? {
            title: t('staff.leave.title'),
            text: t('staff.leave.text', { team: team.data?.name ?? '' }),
          }
        : {
            title: t('staff.remove.title'),
            text: t('staff.remove.text', { name: pending ? name(pending.member) : '' }),
          };
  const mutationError = pending?.kind === 'revoke' ? revoke.error : remove.error;

  return (
    <Box data-testid="staff-page">
      <PageHeader
        title={t('pages.staff.title')}
        subtitle={team.data?.name ? t('staff.subtitle', { team: team.data.name }) : undefined}
      />
      <Stack spacing={3}>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('staff.members')}
            </Typography>
            {members.isPending ? (
              <Skeleton variant="rounded" height={120} />
            ) : members.isError ? (
              <Alert severity="error">{errorMessage(members.error, t, 'staff.error')}</Alert>
            ) : (
              <List disablePadding data-testid="staff-members">
                {members.data.map((m, i) => {
                  const self = m.userId === user?.id;
                  return (
                    <Box key={m.userId}>
                      {i > 0 && <Divider component="li" />}
                      <ListItem
                        disableGutters
                        data-testid={`staff-member-${m.userId}`}
                        sx={{ gap: 1.5, flexWrap: 'wrap', py: 1.25 }}
                      >
                        <ListItemText
                          sx={{ flex: '1 1 200px', minWidth: 0 }}
                          primary={
                            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                              <Typography component="span" sx={{ fontWeight: 500 }} noWrap>
                                {name(m)}
                                {self && ` (${t('staff.you')})`}
                              </Typography>
                              <RoleChip role={m.role} testId="staff-member-role" />
                            </Stack>
                          }
                          secondary={[
                            m.email,
                            t('staff.since', { date: formatDate(m.since, 'medium') }),
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                        />
                        {manage && m.role !== 'owner' && (
                          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                            <RoleSelect
                              id={`role-${m.userId}`}
                              size="small"
                              label={t('staff.changeRole')}
                              value={m.role as TStaffRole}
                              disabled={changeRole.isPending}
                              onChange={(role) => changeRole.mutate({ userId: m.userId, role })}
                              testId="staff-member-role-select"
                            />
                            <Tooltip title={t('staff.remove.button')}>
                              <IconButton
                                aria-label={t('staff.remove.button')}
                                color="error"
                                onClick={() => setPending({ kind: 'remove', member: m })}
                                data-testid="staff-member-remove"
                              >
                                <DeleteOutlineRounded />
                              </IconButton>
                            </Tooltip>
                          </Stack>
                        )}
                        {self && m.role !== 'owner' && (
                          <Button
                            color="error"
                            variant="outlined"
                            onClick={() => setPending({ kind: 'leave', member: m })}
                            data-testid="staff-leave"
                          >
                            {t('staff.leave.button')}
                          </Button>
                        )}
                      </ListItem>
                    </Box>
                  );
                })}
              </List>
            )}
            {changeRole.isError && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {errorMessage(changeRole.error, t, 'staff.error')}
              </Alert>
            )}
            {!manage && !members.isPending && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {t('staff.readOnly')}
              </Typography>
            )}
          </CardContent>
        </Card>

        {manage && (
          <Card variant="outlined">
            <CardContent>
              <InviteForm teamId={teamId} />
            </CardContent>
          </Card>
        )}

        {manage && (
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                {t('staff.pending.title')}
              </Typography>
              {invitations.isPending ? (
                <Skeleton variant="rounded" height={56} />
              ) : !invitations.data?.length ? (
                <Typography color="text.secondary" data-testid="staff-no-invitations">
                  {t('staff.pending.empty')}
                </Typography>
              ) : (
                <List disablePadding data-testid="staff-invitations">
                  {invitations.data.map((inv, i) => (
                    <Box key={inv.id}>
                      {i > 0 && <Divider component="li" />}
                      <ListItem
                        disableGutters
                        data-testid={`staff-invitation-${inv.id}`}
                        sx={{ gap: 1.5, flexWrap: 'wrap' }}
                      >
                        <ListItemText
                          sx={{ flex: '1 1 200px', minWidth: 0 }}
                          primary={
                            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                              <Typography component="span" noWrap>
                                {inv.email}
                              </Typography>
                              <RoleChip role={inv.role} />
                            </Stack>
                          }
                          secondary={t('staff.pending.expires', {
                            date: formatDate(inv.expiresAt, 'medium'),
                          })}
                        />
                        <Button
                          color="error"
                          onClick={() => setPending({ kind: 'revoke', invitation: inv })}
                          data-testid="staff-invitation-revoke"
                        >
                          {t('staff.pending.revoke')}
                        </Button>
                      </ListItem>
                    </Box>
                  ))}
                </List>
              )}
            </CardContent>
          </Card>
        )}
      </Stack>

      <ConfirmDeleteDialog
        open={pending !== null}
        title={confirmText.title}
        text={confirmText.text}
        pending={remove.isPending || revoke.isPending}
        error={mutationError ? errorMessage(mutationError, t, 'staff.error') : null}
        onCancel={() => {
          setPending(null);
          remove.reset();
          revoke.reset();
        }}
        onConfirm={confirm}
      />
    </Box>
  );
}

export default StaffPage;
