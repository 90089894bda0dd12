/** The public entry of the data export feature (eslint rule futsal/feature-boundaries). */
export { ExportButton } from './components/ExportButton';
