export { StaffRepository } from './staff.repository';
export { StaffService } from './staff.service';
export { staffRoutes } from './staff.routes';
export {
  TEAM_MEMBERS_CHANNEL,
  listenMemberChanges,
  parseMemberChange,
  type MemberChange,
  type MemberChangeHandlers,
} from './member-changes';
