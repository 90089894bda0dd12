import type { TLanguage } from '../limits';
import type { TFinishingTone } from '../futsal/shot-maps';

/**
 * The PDF reports' texts for issue 38's maps (decision 0170), in a file of their own beside
 * report.ts so the reports' other sections can grow without touching these. TypeScript makes
 * en, it and pt carry exactly the Spanish keys; report-shots.test.ts checks the placeholders.
 */
const es = {
  teamShots: 'Tiros y goles esperados',
  playerShots: 'Tiros del jugador',
  shots: 'Tiros',
  goals: 'Goles',
  xgFor: 'xG a favor',
  xgAgainst: 'xG en contra',
  xg: 'xG',
  mapNoteBoth:
    'Tiros situados: los nuestros atacan a la derecha, los del rival a la izquierda. Relleno: gol; tamaño: xG.',
  mapNoteOurs: 'Tiros situados; atacan hacia la derecha. Relleno: gol; tamaño: xG.',
  leftOff: '{{count}} tiros más antiguos sin dibujar.',
  noPlaced: 'Aún no hay tiros situados en la pista.',
  zonesTitle: 'Tiros por zona (tiros/goles; más oscuro, más tiros)',
  goalMouthTitle: 'Dónde fueron los tiros en la portería',
  ours: 'Nuestros',
  theirs: 'Del rival',
  'finishing.above':
    'Marca {{value}} goles más de lo que el modelo espera de estas ocasiones ({{goals}} goles, {{xg}} xG).',
  'finishing.below':
    'Marca {{value}} goles menos de lo que el modelo espera de estas ocasiones ({{goals}} goles, {{xg}} xG).',
  'finishing.level':
    'Marca lo que el modelo espera de estas ocasiones ({{goals}} goles, {{xg}} xG).',
  'finishing.notYet': 'Goles frente al modelo a partir de {{count}} tiros (van {{shots}}).',
};
type TShotsReportMessages = Record<keyof typeof es, string>;

const en: TShotsReportMessages = {
  teamShots: 'Shots and expected goals',
  playerShots: "Player's shots",
  shots: 'Shots',
  goals: 'Goals',
  xgFor: 'xG for',
  xgAgainst: 'xG against',
  xg: 'xG',
  mapNoteBoth:
    "Placed shots: ours attack to the right, the opponent's to the left. Filled: goal; size: xG.",
  mapNoteOurs: 'Placed shots; they attack to the right. Filled: goal; size: xG.',
  leftOff: '{{count}} older shots not drawn.',
  noPlaced: 'No shot placed on the court yet.',
  zonesTitle: 'Shots by zone (shots/goals; darker, more shots)',
  goalMouthTitle: 'Where the shots went in the goal',
  ours: 'Ours',
  theirs: 'Opponent',
  'finishing.above':
    'Scores {{value}} more goals than the model expects from these chances ({{goals}} goals, {{xg}} xG).',
  'finishing.below':
    'Scores {{value}} fewer goals than the model expects from these chances ({{goals}} goals, {{xg}} xG).',
  'finishing.level':
    'Scores what the model expects from these chances ({{goals}} goals, {{xg}} xG).',
  'finishing.notYet': 'Goals vs the model from {{count}} shots ({{shots}} so far).',
};

const it: TShotsReportMessages = {
  teamShots: 'Tiri e gol attesi',
  playerShots: 'Tiri del giocatore',
  shots: 'Tiri',
  goals: 'Gol',
  xgFor: 'xG fatti',
  xgAgainst: 'xG subiti',
  xg: 'xG',
  mapNoteBoth:
    'Tiri posizionati: i nostri attaccano a destra, quelli avversari a sinistra. Pieno: gol; dimensione: xG.',
  mapNoteOurs: 'Tiri posizionati; attaccano verso destra. Pieno: gol; dimensione: xG.',
  leftOff: '{{count}} tiri più vecchi non disegnati.',
  noPlaced: 'Ancora nessun tiro posizionato sul campo.',
  zonesTitle: 'Tiri per zona (tiri/gol; più scuro, più tiri)',
  goalMouthTitle: 'Dove sono andati i tiri nella porta',
  ours: 'Nostri',
  theirs: 'Avversari',
  'finishing.above':
    'Segna {{value}} gol in più di quanto il modello si aspetta da queste occasioni ({{goals}} gol, {{xg}} xG).',
  'finishing.below':
    'Segna {{value}} gol in meno di quanto il modello si aspetta da queste occasioni ({{goals}} gol, {{xg}} xG).',
  'finishing.level':
    'Segna quanto il modello si aspetta da queste occasioni ({{goals}} gol, {{xg}} xG).',
  'finishing.notYet': 'Gol rispetto al modello da {{count}} tiri (finora {{shots}}).',
};

const pt: TShotsReportMessages = {
  teamShots: 'Remates e golos esperados',
  playerShots: 'Remates do jogador',
  shots: 'Remates',
  goals: 'Golos',
  xgFor: 'xG a favor',
  xgAgainst: 'xG contra',
  xg: 'xG',
  mapNoteBoth:
    'Remates situados: os nossos atacam para a direita, os do adversário para a esquerda. Cheio: golo; tamanho: xG.',
  mapNoteOurs: 'Remates situados; atacam para a direita. Cheio: golo; tamanho: xG.',
  leftOff: '{{count}} remates mais antigos não desenhados.',
  noPlaced: 'Ainda não há remates situados no campo.',
  zonesTitle: 'Remates por zona (remates/golos; mais escuro, mais remates)',
  goalMouthTitle: 'Onde foram os remates na baliza',
  ours: 'Nossos',
  theirs: 'Do adversário',
  'finishing.above':
    'Marca mais {{value}} golos do que o modelo espera destas ocasiões ({{goals}} golos, {{xg}} xG).',
  'finishing.below':
    'Marca menos {{value}} golos do que o modelo espera destas ocasiões ({{goals}} golos, {{xg}} xG).',
  'finishing.level': 'Marca o que o modelo espera destas ocasiões ({{goals}} golos, {{xg}} xG).',
  'finishing.notYet': 'Golos face ao modelo a partir de {{count}} remates (vão {{shots}}).',
};

export const shotsReportMessages: Record<TLanguage, TShotsReportMessages> = { es, en, it, pt };
export type TShotsReportKey = keyof TShotsReportMessages;
export type TFinishingKey = `finishing.${TFinishingTone | 'notYet'}`;

/** A translator for these texts in one language, filling {{name}} placeholders. */
export function shotsReportTranslator(lang: TLanguage) {
  const own = shotsReportMessages[lang];
  return (key: TShotsReportKey, params: Record<string, string | number> = {}) => {
    let text = own[key];
    for (const [name, value] of Object.entries(params))
      text = text.replaceAll(`{{${name}}}`, String(value));
    return text;
  };
}
export type TShotsReportTranslator = ReturnType<typeof shotsReportTranslator>;
