import type { TAuditEntry } from '@futsal/shared/schemas/audit';
import type { TFunction } from 'i18next';

/** `targetStintSec` → `target stint sec`: a field the catalogs do not name yet. */
const humanize = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/**
 * An entry's field names as the owner reads them: a player's sections (`medicalInfo.allergies`)
 * as their section, once; the event types of a live log as events.
 */
export function fieldLabels(entry: TAuditEntry, t: TFunction): string[] {
  const labels = entry.fields.map((field) => {
    if (entry.action === 'log')
      return t(`matches.eventTypes.${field}`, { defaultValue: humanize(field) });
    const name = field.split('.')[0] ?? field;
    return t(`audit.fields.${name}`, { defaultValue: humanize(name) });
  });
  return [...new Set(labels)];
}

/** "Ana García changed player": who, what was done, to what kind of thing. */
export function sentenceOf(entry: TAuditEntry, t: TFunction): string {
  return t('audit.sentence', {
    actor: entry.actor?.name || t('audit.deletedAccount'),
    action: t(`audit.actions.${entry.action}`, { defaultValue: humanize(entry.action) }),
    entity: t(`audit.entities.${entry.entity}`, { defaultValue: entry.entity.replace(/-/g, ' ') }),
  });
}

/** "28 Nov, 21:14" in the reader's language; with the year when it is not this one. */
export function whenOf(at: string, language: string, now = new Date()): string {
  const date = new Date(at);
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: date.getFullYear() === now.getFullYear() ? undefined : 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}
