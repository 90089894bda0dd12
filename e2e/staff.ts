import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import { api, apiLogin, newUser, signUp, type TestUser } from './fixtures';

/** The link of the invitation mail the server wrote (MAIL_DIR: no SMTP in the browser tests). */
export async function mailedLink(invitationId: string): Promise<string> {
  const file = path.join(inject('mailDir'), `invitation-${invitationId}_futsal-manager.eml`);
  const raw = await readFile(file, 'utf8');
  // Quoted-printable: soft line breaks and escaped bytes back to text.
  const text = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const link = /https?:\/\/\S+\/invitations\/[A-Za-z0-9_-]{43}\?email=\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no invitation link in ${text}`);
  return link;
}

export interface StaffUser extends TestUser {
  id: string;
  token: string;
}

/**
 * A new account on the team's staff in `role`, as a user joins (issue 40, decision 0176): the
 * owner invites the address, the invited person registers and accepts the mailed link.
 */
export async function joinAsStaff(
  ownerToken: string,
  teamId: string,
  role: 'coach' | 'assistant' | 'analyst' | 'medical',
  user: Partial<TestUser> = {},
): Promise<StaffUser> {
  const person = await signUp({ ...newUser(), ...user });
  const invitation = await api<{ id: string }>(ownerToken, 'POST', `/teams/${teamId}/invitations`, {
    email: person.email,
    role,
  });
  const token = new URL(await mailedLink(invitation.id)).pathname.split('/').pop() ?? '';
  const staffToken = await apiLogin(person);
  await api(staffToken, 'POST', `/invitations/${token}/accept`);
  const { user: me } = await api<{ user: { id: string } }>(staffToken, 'GET', '/auth/me');
  return { ...person, id: me.id, token: staffToken };
}

/** The owner removes a member through the API, as the staff page does. */
export async function removeStaff(ownerToken: string, teamId: string, userId: string) {
  await api(ownerToken, 'DELETE', `/teams/${teamId}/members/${userId}`);
}
