import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { renderPdf } from '../../lib/pdf/pdfmake';
import { opponentReportDoc, type OpponentReportInput } from './opponent-report';
import { playerReport, type PlayerReportInput } from './player-report';
import { teamReport, type TeamReportInput } from './team-report';

/**
 * One report to render, as a worker thread receives it: the builders' plain
 * inputs (structured-clonable), never a document definition, whose footer and
 * table layouts are functions that cannot cross threads (decision 0164).
 */
export type ReportJob =
  | { kind: 'team'; input: TeamReportInput }
  | { kind: 'player'; input: PlayerReportInput }
  | { kind: 'opponent'; input: OpponentReportInput };

/** The document definition of a job, built on the thread that renders it. */
export function reportDoc(job: ReportJob): TDocumentDefinitions {
  switch (job.kind) {
    case 'team':
      return teamReport(job.input);
    case 'player':
      return playerReport(job.input);
    case 'opponent':
      return opponentReportDoc(job.input);
  }
}

export const renderReport = (job: ReportJob): Promise<Buffer> => renderPdf(reportDoc(job));
