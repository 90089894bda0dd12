import { PLANS, type TPlan } from '@futsal/shared/limits';

/** Minor units → '14,99 €' in the reader's language. */
export function formatMoney(amount: number, currency: string, lng: string): string {
  return new Intl.NumberFormat(lng, { style: 'currency', currency }).format(amount / 100);
}

export function planName(plan: TPlan): string {
  return plan.charAt(0).toUpperCase() + plan.slice(1);
}

export function isPlan(value: unknown): value is TPlan {
  return typeof value === 'string' && (PLANS as readonly string[]).includes(value);
}
