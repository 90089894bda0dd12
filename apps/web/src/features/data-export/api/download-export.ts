import { isValidId } from '@futsal/shared/ids';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, type TDownload } from '../../../lib/api-client';

export type TExportKind = 'team' | 'player' | 'account';

export interface TExportRequest {
  kind: TExportKind;
  /** The team's or player's id; none for the account. */
  id?: string;
}

/** `/export/team/{id}`, `/export/player/{id}` or `/export/account`. */
export function exportPath({ kind, id }: TExportRequest): string {
  if (kind === 'account') return '/export/account';
  if (!id || !isValidId(id)) throw new Error('INVALID_ID');
  return `/export/${kind}/${id}`;
}

/** GET /export/…: a ZIP attachment of the owner's data. */
export function useDownloadExport() {
  return useMutation({
    mutationFn: (req: TExportRequest): Promise<TDownload> => apiDownload(exportPath(req)),
  });
}
