/** The public entry of the staff feature (issue 40): what other features may use (eslint rule futsal/feature-boundaries). */
export { staffKeys } from './api/staff';
