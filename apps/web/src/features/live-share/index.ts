/** The public entry of the live-share feature: what other features may use (eslint rule futsal/feature-boundaries). */
export { ShareLiveButton } from './components/ShareLiveButton';
