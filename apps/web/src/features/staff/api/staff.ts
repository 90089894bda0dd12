import type {
  TInvitationAccepted,
  TInvitationView,
  TTeamInvitation,
  TTeamMember,
} from '@futsal/shared/schemas/staff';
import type { TStaffRole } from '@futsal/shared/roles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { teamKeys } from '../../teams';

/** A team's staff and invitations (issue 40, decision 0176). */
export const staffKeys = {
  members: (teamId: string) => ['staff', teamId, 'members'] as const,
  invitations: (teamId: string) => ['staff', teamId, 'invitations'] as const,
  invitation: (token: string) => ['invitation', token] as const,
};

export function useMembersQuery(teamId: string) {
  return useQuery({
    queryKey: staffKeys.members(teamId),
    queryFn: () => api.get<TTeamMember[]>(`/teams/${teamId}/members`),
  });
}

export function useInvitationsQuery(teamId: string, enabled: boolean) {
  return useQuery({
    queryKey: staffKeys.invitations(teamId),
    queryFn: () => api.get<TTeamInvitation[]>(`/teams/${teamId}/invitations`),
    enabled,
  });
}

export function useInviteMutation(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; role: TStaffRole }) =>
      api.post<TTeamInvitation>(`/teams/${teamId}/invitations`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.invitations(teamId) }),
  });
}

export function useRevokeMutation(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`/teams/${teamId}/invitations/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.invitations(teamId) }),
  });
}

export function useChangeRoleMutation(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: string; role: TStaffRole }) =>
      api.put<TTeamMember>(`/teams/${teamId}/members/${input.userId}`, { role: input.role }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.members(teamId) }),
  });
}

/** Removes a member, or the caller themself (leaving: their teams list changes too). */
export function useRemoveMemberMutation(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api.delete<unknown>(`/teams/${teamId}/members/${userId}`),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: staffKeys.members(teamId) });
      await queryClient.invalidateQueries({ queryKey: teamKeys.list });
    },
  });
}

/** GET /invitations/{token}: public, no session needed. */
export function useInvitationQuery(token: string) {
  return useQuery({
    queryKey: staffKeys.invitation(token),
    queryFn: () =>
      api.get<TInvitationView>(`/invitations/${encodeURIComponent(token)}`, {
        skipAuthRedirect: true,
      }),
    retry: false,
  });
}

export function useAcceptMutation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<TInvitationAccepted>(`/invitations/${encodeURIComponent(token)}/accept`, undefined, {
        skipAuthRedirect: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.list }),
  });
}
