/** The public entry of the reports feature: what other features may use (eslint rule futsal/feature-boundaries). */
export { ReportButton } from './components/ReportButton';
