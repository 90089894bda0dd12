/** The public entry of the auth feature: what other features may use (eslint rule futsal/feature-boundaries). */
export { useAuth, useSignedInUserId } from './AuthContext';
