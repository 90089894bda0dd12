/** The public entry of the stats feature: what other features may use (eslint rule futsal/feature-boundaries). */
export { matchStatsQuery } from './api/get-match-stats';
export { MatchStatsSection } from './components/MatchStatsSection';
export { statsSearchParams, type TStatsFilterState } from './lib/stats-query';
export { opponentReportPath } from './lib/opponent-path';
export { AttendanceCard } from './components/attendance/AttendanceCard';
