import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useDeferredQuery } from './use-deferred-query';

interface Commit {
  reply: string[] | undefined;
  shown: string[] | undefined;
  isPending: boolean;
}

function Page({ load, commits }: { load: () => Promise<string[]>; commits: Commit[] }) {
  const query = useQuery({ queryKey: ['list'], queryFn: load, retry: false });
  const { data, isPending } = useDeferredQuery(query);
  useEffect(() => {
    commits.push({ reply: query.data, shown: data, isPending });
  });
  return null;
}

const withClient = (client: QueryClient, node: React.ReactNode) => (
  <QueryClientProvider client={client}>{node}</QueryClientProvider>
);

describe('useDeferredQuery (decision 0104)', () => {
  it("draws a reply after the reply's own render, and never an empty state before it", async () => {
    let answer: (list: string[]) => void = () => undefined;
    const load = () => new Promise<string[]>((resolve) => (answer = resolve));
    const commits: Commit[] = [];
    await act(async () => {
      render(withClient(new QueryClient(), <Page load={load} commits={commits} />));
    });
    await act(async () => answer(['Ana']));
    await waitFor(() =>
      expect(commits.at(-1)).toEqual({ reply: ['Ana'], shown: ['Ana'], isPending: false }),
    );
    // The reply's own render kept the skeleton: the list came in a render of its own.
    expect(commits).toContainEqual({ reply: ['Ana'], shown: undefined, isPending: true });
    expect(commits.some((c) => c.shown === undefined && !c.isPending)).toBe(false);
  });

  it('draws data the cache holds in the first render', async () => {
    const client = new QueryClient();
    client.setQueryData(['list'], ['Ana']);
    const commits: Commit[] = [];
    await act(async () => {
      render(withClient(client, <Page load={async () => ['Ana']} commits={commits} />));
    });
    expect(commits[0]).toEqual({ reply: ['Ana'], shown: ['Ana'], isPending: false });
  });

  it('a failed query is not pending: the page shows its error', async () => {
    const commits: Commit[] = [];
    await act(async () => {
      render(
        withClient(
          new QueryClient(),
          <Page load={() => Promise.reject(new Error('down'))} commits={commits} />,
        ),
      );
    });
    await waitFor(() =>
      expect(commits.at(-1)).toEqual({ reply: undefined, shown: undefined, isPending: false }),
    );
  });
});
