import type { TSuspendedPlayer } from '@futsal/shared/schemas/discipline';
import type { TLineupRequest } from '@futsal/shared/schemas/match';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/errors';
import type { TSquadPlayer } from '../api/get-squad';
import { useMatchSuspensionsQuery } from '../api/get-match-suspensions';
import { useSaveLineupMutation } from '../api/save-lineup';
import { LineupSelector } from './LineupSelector';
import { SuspensionOverrideDialog } from './SuspensionOverrideDialog';

interface Props {
  matchId: string;
  squad: readonly TSquadPlayer[];
  initial?: TLineupRequest | null;
  lastLineup?: TLineupRequest | null;
  onSaved: () => void;
  onCancel?: () => void;
}

const message = (err: unknown, t: ReturnType<typeof useTranslation>['t']) => {
  const key = isApiError(err) ? err.details.find((d) => d.key)?.key : undefined;
  return key && t(key) !== key ? t(key) : errorMessage(err, t, 'matches.lineup.error');
};

/**
 * The lineup picker with the match's suspensions (decision 0165): a suspended player shows why,
 * and a lineup the server refuses for one asks the coach's reason before it is sent again.
 */
export function LineupEditor({ matchId, squad, initial, lastLineup, onSaved, onCancel }: Props) {
  'use memo';
  const { t } = useTranslation();
  const save = useSaveLineupMutation(matchId);
  const suspensions = useMatchSuspensionsQuery(matchId, true);
  const suspended = suspensions.data?.players ?? [];
  const [error, setError] = useState<string | null>(null);
  const [refused, setRefused] = useState<{
    lineup: TLineupRequest;
    players: TSuspendedPlayer[];
  } | null>(null);
  const [overrideError, setOverrideError] = useState<string | null>(null);

  const onSave = async (lineup: TLineupRequest) => {
    setError(null);
    // A reason already given for this match stands: re-editing the lineup does not ask it again.
    const inLineup = new Set([...lineup.starters, ...lineup.substitutes]);
    const kept = suspended
      .filter((p) => p.override && inLineup.has(p.playerId))
      .map((p) => ({ playerId: p.playerId, reason: p.override }));
    try {
      await save.mutateAsync(kept.length > 0 ? { ...lineup, overrides: kept } : lineup);
      onSaved();
    } catch (err) {
      const players = suspended.filter((p) => inLineup.has(p.playerId));
      if (isApiError(err) && err.code === 'PLAYER_SUSPENDED' && players.length > 0) {
        setOverrideError(null);
        setRefused({ lineup, players });
        return;
      }
      setError(message(err, t));
    }
  };

  const onOverride = async (reason: string) => {
    if (!refused) return;
    try {
      await save.mutateAsync({
        ...refused.lineup,
        overrides: refused.players.map((p) => ({ playerId: p.playerId, reason })),
      });
      setRefused(null);
      onSaved();
    } catch (err) {
      setOverrideError(message(err, t));
    }
  };

  return (
    <>
      <LineupSelector
        squad={squad}
        initial={initial}
        lastLineup={lastLineup}
        suspended={suspended}
        saving={save.isPending}
        serverError={error}
        onSave={(l) => void onSave(l)}
        onCancel={onCancel}
      />
      {refused && (
        <SuspensionOverrideDialog
          players={refused.players}
          saving={save.isPending}
          error={overrideError}
          onConfirm={(reason) => void onOverride(reason)}
          onClose={() => setRefused(null)}
        />
      )}
    </>
  );
}
