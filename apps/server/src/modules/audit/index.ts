export { AuditRepository, type AuditRow } from './audit.repository';
export { auditRoutes } from './audit.routes';
export { AuditService } from './audit.service';
export { AuditRetentionJob } from './retention-job';
