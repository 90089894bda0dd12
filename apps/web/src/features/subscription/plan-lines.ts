import { planLines, type TPlanLine, type TPlanTier } from '@futsal/shared/plans';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A line of a plan's card, translated: "Hasta 15 jugadores por equipo", "Informes en PDF…". */
export function planLineText(line: TPlanLine, t: Translate): string {
  if (line.kind === 'feature') return t(`pricing.features.${line.feature}`);
  if (line.count === null) return t(`pricing.limits.${line.resource}Unlimited`);
  return t(`pricing.limits.${line.resource}`, { count: line.count });
}

/** What /pricing lists for a tier: PLAN_TABLE's lines, the same table the server enforces. */
export function planTexts(tier: TPlanTier, t: Translate): string[] {
  return planLines(tier).map((line) => planLineText(line, t));
}
