/** The calendar module's public file. */
export { CalendarService } from './calendar.service';
