/** The calendar feature's public entry. */
export { useCalendarQuery } from './api/get-calendar';
