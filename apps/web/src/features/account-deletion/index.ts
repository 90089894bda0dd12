/** The public entry of the account deletion feature (eslint rule futsal/feature-boundaries). */
export { DeleteAccountCard } from './components/DeleteAccountCard';
