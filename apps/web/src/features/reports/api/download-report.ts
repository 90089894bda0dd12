import type { TLanguage } from '@futsal/shared/limits';
import { isValidId } from '@futsal/shared/ids';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiDownload, type TDownload } from '../../../lib/api-client';
import { statsSearchParams, type TStatsFilterState } from '../../stats';

export type TReportKind = 'team' | 'player' | 'opponent';

export interface TReportRequest {
  kind: TReportKind;
  id: string;
  filters: TStatsFilterState;
  lng: TLanguage;
  /** `opponent` only: the rival's name (issue 38); `id` is then the team's. */
  opponent?: string;
}

/** `/reports/{kind}/{id}?…filters&lng=…`. */
export function reportPath({ kind, id, filters, lng, opponent }: TReportRequest): string {
  if (kind === 'opponent') {
    const query = new URLSearchParams({ name: opponent ?? '', lng });
    return `/reports/team/${id}/opponent?${query.toString()}`;
  }
  const params = statsSearchParams(filters);
  params.set('lng', lng);
  return `/reports/${kind}/${id}?${params.toString()}`;
}

/** GET /reports/team/{teamId}, …/team/{teamId}/opponent and /reports/player/{playerId}: a PDF. */
export async function downloadReport(
  req: TReportRequest,
  onProgress?: (ratio: number | null) => void,
): Promise<TDownload> {
  if (!isValidId(req.id)) throw new Error('INVALID_ID');
  return apiDownload(reportPath(req), onProgress);
}

/** The download as a mutation, with its progress (null: bytes arriving, length unknown). */
export function useDownloadReport() {
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (req: TReportRequest) => {
      setProgress(null);
      return downloadReport(req, setProgress);
    },
  });
  return { ...mutation, progress };
}
