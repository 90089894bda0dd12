import Box from '@mui/material/Box';
import { LimitReached, UsageChip } from '../../../components/PlanUsage';
import { isFull, limitOf, usePlan } from '../../subscription';
import { useIsTeamOwner } from '../../teams';
import { useTeamPlayersQuery } from '../api/get-team-players';

/**
 * The squad against the plan's limit, for the player form in create mode: "14/15 jugadores", and
 * at the limit why a new player would be refused and the way to /pricing, before anything is typed.
 */
export function SquadUsage({ teamId }: { teamId: string }) {
  const plan = usePlan();
  const { data: players } = useTeamPlayersQuery(teamId);
  // The owner's plan counts (decision 0181): staff are told nothing of their own plan here.
  const owner = useIsTeamOwner(teamId);
  const limit = limitOf(plan, 'players');
  if (!owner || !plan || !players || limit === null) return null;
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
