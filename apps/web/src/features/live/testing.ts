/** Test helpers other features' tests may use (eslint rule futsal/feature-boundaries). */
export { id, liveMatch, renderConsole, squad } from './test/console-fixture';
