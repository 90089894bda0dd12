/** The auth module's public file: what other modules may use of it. */
export { AuthRepository } from './auth.repository';
