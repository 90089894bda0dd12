import type { TPlayerImportPreview } from '@futsal/shared/schemas/player-import';
import { useMutation } from '@tanstack/react-query';
import { api, checked } from '../../../lib/api-client';

/** POST /teams/{teamId}/players/import/preview, multipart field `file`: its cells, nothing stored. */
export async function previewPlayerImport({
  teamId,
  file,
}: {
  teamId: string;
  file: File;
}): Promise<TPlayerImportPreview> {
  const body = new FormData();
  body.append('file', file);
  return checked(api.post(`/teams/${teamId}/players/import/preview`, body), () =>
    import('@futsal/shared/schemas/player-import').then((m) => m.ZPlayerImportPreview),
  );
}

export function usePreviewPlayerImportMutation() {
  return useMutation({ mutationFn: previewPlayerImport });
}
