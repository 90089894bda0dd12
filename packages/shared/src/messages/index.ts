import { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from '../limits';
import { en } from './en';
import { es, type TMessageKey, type TMessages } from './es';
import { it } from './it';
import { pt } from './pt';

export { type TMessageKey, type TMessages };

export const messages: Record<TLanguage, TMessages> = { es, en, it, pt };

export function isMessageKey(key: string): key is TMessageKey {
  return Object.prototype.hasOwnProperty.call(es, key);
}

/** Text of a catalog key; an unknown key is returned as it is. */
export function translate(lang: TLanguage, key: string): string {
  return isMessageKey(key) ? messages[lang][key] : key;
}

/** First supported language of an Accept-Language header, else Spanish. */
export function pickLanguage(acceptLanguage: string | undefined | null): TLanguage {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  const hit = ranked.find((r) => (LANGUAGES as readonly string[]).includes(r.base));
  return (hit?.base as TLanguage | undefined) ?? DEFAULT_LANGUAGE;
}

/** Keys tried for `key`, as i18next does: with context and plural form, then without each. */
function candidates(lang: TLanguage, key: string, params: TMessageParams): string[] {
  const context = typeof params.context === 'string' && params.context ? params.context : null;
  const plural =
    typeof params.count === 'number' ? new Intl.PluralRules(lang).select(params.count) : null;
  const bases = context ? [`${key}_${context}`, key] : [key];
  return bases.flatMap((base) => (plural ? [`${base}_${plural}`, `${base}_other`, base] : [base]));
}

export type TMessageParams = Record<string, string | number>;

/**
 * A catalog text with its {{params}} filled in, its plural form chosen by
 * `count` and its variant by `context` the way the web's i18next does
 * (`key_context_one`…), so the server words a message as the web would.
 */
export function formatMessage(lang: TLanguage, key: string, params: TMessageParams = {}): string {
  const found = candidates(lang, key, params).find(isMessageKey);
  let text = found ? messages[lang][found] : key;
  for (const [name, value] of Object.entries(params))
    text = text.replaceAll(`{{${name}}}`, String(value));
  return text;
}
