import { PLANS, type TPlan } from '@futsal/shared/limits';
import { planDisplayName } from '@futsal/shared/plans';

/** Minor units → '14,99 €' in the reader's language. */
export function formatMoney(amount: number, currency: string, lng: string): string {
  return new Intl.NumberFormat(lng, { style: 'currency', currency }).format(amount / 100);
}

export function planName(plan: TPlan): string {
  return planDisplayName(plan);
}

export function isPlan(value: unknown): value is TPlan {
  return typeof value === 'string' && (PLANS as readonly string[]).includes(value);
}
