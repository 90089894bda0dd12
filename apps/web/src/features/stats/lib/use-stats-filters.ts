import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readStatsFilters, writeStatsFilters, type TStatsFilterState } from './stats-query';

/** A new state, or a function of the current one (safe when two changes land before a render). */
export type TStatsFilterUpdate =
  TStatsFilterState | ((current: TStatsFilterState) => TStatsFilterState);

/** The page's filters, read from and written to the URL query (replace: no history spam). */
export function useStatsFilters(): [TStatsFilterState, (update: TStatsFilterUpdate) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the string is the identity of the params
  const filters = useMemo(() => readStatsFilters(params), [key]);
  const setFilters = useCallback(
    (update: TStatsFilterUpdate) =>
      setParams(
        (prev) =>
          writeStatsFilters(
            prev,
            typeof update === 'function' ? update(readStatsFilters(prev)) : update,
          ),
        { replace: true },
      ),
    [setParams],
  );
  return [filters, setFilters];
}
