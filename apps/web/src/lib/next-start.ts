import dayjs from 'dayjs';

/**
 * The day a new match or training proposed at `time` (HH:mm) starts: today while that time is
 * still ahead, else tomorrow. A default in the past would file the new event among the past ones.
 */
export function nextStartDate(now: Date, time: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const today = dayjs(now);
  const start = today.hour(hour).minute(minute).second(0).millisecond(0);
  return (start.isAfter(today) ? today : today.add(1, 'day')).format('YYYY-MM-DD');
}
