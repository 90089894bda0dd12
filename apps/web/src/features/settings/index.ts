/** The public entry of the settings feature: what other features may use (eslint rule futsal/feature-boundaries). */
export { useSettingsQuery } from './api/get-settings';
