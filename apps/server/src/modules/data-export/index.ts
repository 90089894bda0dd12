/** The data export module's public file (issue 40: the owner's data to take away). */
export { ExportRepository } from './export.repository';
export { exportRoutes } from './export.routes';
export { ExportService } from './export.service';
