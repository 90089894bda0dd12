import { LIMITS } from '@futsal/shared/limits';
import { ZCreatePlayerRequest } from '@futsal/shared/schemas/player';
import { zodFormResolver } from '../../lib/zod-form-resolver';

/** One line of the quick add: what its two inputs hold. */
export interface TQuickAddValues {
  name: string;
  number: string;
}

/** The fields the server may name in `details` for a quick add. */
export const QUICK_ADD_FIELDS = ['name', 'number'] as const;

const ZQuickAddRequest = ZCreatePlayerRequest.pick({ name: true, number: true });

/** The request's own rules for the two fields, applied to what was typed. */
export const quickAddResolver = zodFormResolver(
  ZQuickAddRequest,
  ({ name, number }: TQuickAddValues) => ({
    name,
    // A blank number goes as none, for the schema's "required" message.
    number: (number.trim() === '' ? undefined : Number(number)) as number,
  }),
);

/** The lowest shirt number none of `taken` wears, or '' when all 99 are worn. */
export function nextFreeNumber(taken: Iterable<number>): string {
  const worn = new Set(taken);
  const [first, last] = LIMITS.player.number;
  for (let n = first; n <= last; n += 1) if (!worn.has(n)) return String(n);
  return '';
}
