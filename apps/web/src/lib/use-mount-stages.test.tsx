import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useMountStages } from './use-mount-stages';

function Staged({ commits }: { commits: number[] }) {
  const stage = useMountStages(2);
  useEffect(() => {
    commits.push(stage);
  }, [stage, commits]);
  return (
    <>
      <p>score</p>
      {stage >= 1 && <p>actions</p>}
      {stage >= 2 && <p>bench</p>}
    </>
  );
}

describe('useMountStages', () => {
  it('mounts stage by stage, one commit each, and stops at the last', async () => {
    const commits: number[] = [];
    await act(async () => {
      render(<Staged commits={commits} />);
    });
    // One effect run a stage: each stage was a commit of its own, in order.
    expect(commits).toEqual([0, 1, 2]);
    expect(screen.getAllByRole('paragraph').map((p) => p.textContent)).toEqual([
      'score',
      'actions',
      'bench',
    ]);
  });
});
