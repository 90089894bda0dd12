/** Test helpers of the stats feature that other features' tests may use. */
export { PLAYER_A, TEAM_ID } from './test/fixtures';
export { fetchMock, mockApi } from './test/mock-api';
