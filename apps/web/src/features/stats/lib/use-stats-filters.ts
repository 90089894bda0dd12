import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readStatsFilters, writeStatsFilters, type TStatsFilterState } from './stats-query';

/** The page's filters, read from and written to the URL query (replace: no history spam). */
export function useStatsFilters(): [TStatsFilterState, (next: TStatsFilterState) => void] {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the string is the identity of the params
  const filters = useMemo(() => readStatsFilters(params), [key]);
  const setFilters = useCallback(
    (next: TStatsFilterState) =>
      setParams((prev) => writeStatsFilters(prev, next), { replace: true }),
    [setParams],
  );
  return [filters, setFilters];
}
