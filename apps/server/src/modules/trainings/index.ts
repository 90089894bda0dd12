/** The trainings module's public file: what other modules may use of it. */
export { TrainingsRepository } from './trainings.repository';
