import Box from '@mui/material/Box';
import { LimitReached, UsageChip } from '../../../components/PlanUsage';
import { isFull, limitOf, usePlan } from '../../subscription';
import { useTeamPlayersQuery } from '../api/get-team-players';

/**
 * The squad against the plan's limit, for the player form in create mode: "14/15 jugadores", and
 * at the limit why a new player would be refused and the way to /pricing, before anything is typed.
 */
export function SquadUsage({ teamId }: { teamId: string }) {
  const plan = usePlan();
  const { data: players } = useTeamPlayersQuery(teamId);
  const limit = limitOf(plan, 'players');
  if (!plan || !players || limit === null) return null;
  const used = players.length;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, justifyItems: 'start' }} data-testid="squad-usage">
      <UsageChip resource="players" used={used} limit={limit} />
      {isFull(plan, 'players', used) && (
        <LimitReached resource="players" tier={plan.tier} limit={limit} />
      )}
    </Box>
  );
}
