import { useSnackbar } from './notices';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../components/ConfirmDeleteDialog';
import { errorMessage } from './errors';

export interface ConfirmDeleteOptions<T> {
  /** The DELETE call; a rejection keeps the dialog open with the error. */
  remove: (target: T) => Promise<unknown>;
  title: string;
  /** What goes, named (e.g. «Se eliminará «CD Parla» con sus jugadores…»). */
  text: (target: T) => string;
  /** The success snackbar. */
  done: (target: T) => string;
  /** Catalog key shown when the server gives no message of its own. */
  errorKey: string;
  onDeleted?: (target: T) => void;
}

/**
 * The one delete confirmation: `ask(target)` opens the dialog naming the
 * target, confirming runs `remove`, then a success snackbar and `onDeleted`;
 * a failure stays in the dialog. Render `dialog` once in the page.
 */
export function useConfirmDelete<T>({
  remove,
  title,
  text,
  done,
  errorKey,
  onDeleted,
}: ConfirmDeleteOptions<T>) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [target, setTarget] = useState<T | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setTarget(null);
    setError(null);
  };

  const confirm = async () => {
    if (target === null || pending) return;
    setError(null);
    setPending(true);
    try {
      await remove(target);
      enqueueSnackbar(done(target), { variant: 'success' });
      close();
      onDeleted?.(target);
    } catch (err) {
      setError(errorMessage(err, t, errorKey));
    } finally {
      setPending(false);
    }
  };

  const dialog = (
    <ConfirmDeleteDialog
      open={target !== null}
      title={title}
      text={target === null ? '' : text(target)}
      pending={pending}
      error={error}
      onCancel={close}
      onConfirm={() => void confirm()}
    />
  );

  return { ask: (next: T) => setTarget(next), dialog };
}
