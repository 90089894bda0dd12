import { act, render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { StagedSections } from './StagedSections';

/** Records, at each commit that mounts it, which sections the page shows. */
function Section({ name, seen }: { name: string; seen: string[][] }) {
  useLayoutEffect(() => {
    seen.push([...document.querySelectorAll('section')].map((s) => s.textContent ?? ''));
  }, [seen]);
  return <section>{name}</section>;
}

describe('<StagedSections />', () => {
  it('mounts the sections top first, a commit each, and skips the ones left out', async () => {
    const seen: string[][] = [];
    const perMatch = false;
    await act(async () => {
      render(
        <StagedSections>
          <Section name="totals" seen={seen} />
          {perMatch && <Section name="per match" seen={seen} />}
          <Section name="types" seen={seen} />
          <Section name="matches" seen={seen} />
        </StagedSections>,
      );
    });
    // Each section came in a commit of its own, below the ones already there.
    expect(seen).toEqual([['totals'], ['totals', 'types'], ['totals', 'types', 'matches']]);
    expect(screen.getAllByText(/./).map((s) => s.textContent)).toEqual([
      'totals',
      'types',
      'matches',
    ]);
  });
});
