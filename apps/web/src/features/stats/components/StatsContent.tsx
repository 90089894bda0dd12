import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/errors';
import { StatsSkeleton } from './StatsSkeleton';

interface StatsContentProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isError' | 'isFetching' | 'isPlaceholderData'>;
  /** Shown instead of the figures when the reply has nothing to show (e.g. no games in the period). */
  empty?: { when: (data: T) => boolean; node: ReactNode };
  children: (data: T) => ReactNode;
}

/**
 * The states every statistics page goes through: skeleton, error, empty, then
 * the figures; the previous figures stay dimmed while new filters load. The figures are drawn at
 * a transition's priority, not in the reply's own render (lib/use-deferred-query.ts).
 */
export function StatsContent<T>({ query, empty, children }: StatsContentProps<T>) {
  const { t } = useTranslation();
  const data = useDeferredValue(query.data);
  return (
    <Box
      sx={{ mt: 2, opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
      aria-busy={query.isFetching}
    >
      {query.isError ? (
        <Alert severity="error">{errorMessage(query.error, t, 'stats.loadError')}</Alert>
      ) : data === undefined ? (
        <StatsSkeleton />
      ) : empty?.when(data) ? (
        empty.node
      ) : (
        children(data)
      )}
    </Box>
  );
}
