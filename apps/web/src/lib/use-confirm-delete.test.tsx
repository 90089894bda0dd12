import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/utils';
import { ApiError } from './api-client';
import { useConfirmDelete } from './use-confirm-delete';

function Harness({
  remove,
  onDeleted,
}: {
  remove: (name: string) => Promise<unknown>;
  onDeleted: (name: string) => void;
}) {
  const del = useConfirmDelete<string>({
    remove,
    title: '¿Eliminar?',
    text: (name) => `Se eliminará ${name}`,
    done: (name) => `${name} eliminado`,
    errorKey: 'teams.delete.error',
    onDeleted,
  });
  return (
    <>
      <button onClick={() => del.ask('CD Parla')}>borrar</button>
      {del.dialog}
    </>
  );
}

describe('useConfirmDelete', { timeout: 20_000 }, () => {
  it('names the target, keeps the dialog open with the error on failure, then deletes', async () => {
    const remove = vi
      .fn<(name: string) => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError(500, 'INTERNAL_ERROR', 'Fallo del servidor'))
      .mockResolvedValueOnce(undefined);
    const onDeleted = vi.fn();
    renderWithApp(<Harness remove={remove} onDeleted={onDeleted} />);
    const u = userEvent.setup();
    await u.click(await screen.findByText('borrar'));
    expect((await screen.findByTestId('confirm-delete-text')).textContent).toBe(
      'Se eliminará CD Parla',
    );

    await u.click(screen.getByTestId('confirm-delete'));
    expect(await screen.findByText('Fallo del servidor')).toBeTruthy();
    expect(screen.getByTestId('confirm-delete-dialog')).toBeTruthy();
    expect(onDeleted).not.toHaveBeenCalled();

    await u.click(screen.getByTestId('confirm-delete'));
    expect(await screen.findByText('CD Parla eliminado')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('confirm-delete-dialog')).toBeNull());
    expect(remove).toHaveBeenCalledTimes(2);
    expect(onDeleted).toHaveBeenCalledWith('CD Parla');
  });
});
