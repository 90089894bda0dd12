/** The public entry of the live feature: what other features may use (eslint rule futsal/feature-boundaries). */
export { LiveConsole } from './components/LiveConsole';
export { LiveWatch } from './components/LiveWatch';
export { useQueuedEvents } from './lib/use-event-sender';
export { useMatchStream } from './lib/use-match-stream';
