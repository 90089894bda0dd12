export { StaffRepository } from './staff.repository';
export { StaffService } from './staff.service';
export { staffRoutes } from './staff.routes';
