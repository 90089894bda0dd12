import { useCallback, useState } from 'react';

/** One key per team: a coach may close one team's path and keep another's (decision 0119). */
export const guideDismissedKey = (teamId: string) => `futsal.guide.dismissed.${teamId}`;

function readDismissed(teamId: string): boolean {
  try {
    return localStorage.getItem(guideDismissedKey(teamId)) === '1';
  } catch {
    return false;
  }
}

/** Whether the coach closed the team's guided path on this device, and the way to close it. */
export function useGuideDismissal(teamId: string): { dismissed: boolean; dismiss: () => void } {
  // Keyed by team, so moving to another team's page reads that team's choice.
  const [state, setState] = useState(() => ({ teamId, dismissed: readDismissed(teamId) }));
  const dismissed = state.teamId === teamId ? state.dismissed : readDismissed(teamId);
  const dismiss = useCallback(() => {
    try {
      localStorage.setItem(guideDismissedKey(teamId), '1');
    } catch {
      // Storage refused (private mode): closed for this visit only.
    }
    setState({ teamId, dismissed: true });
  }, [teamId]);
  return { dismissed, dismiss };
}
