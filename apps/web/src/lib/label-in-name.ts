/**
 * The accessible name of a control that shows a short text but names what it does: the shown
 * text first, then its purpose ("ES, Idioma"). WCAG 2.5.3 (Label in Name): a speech-input user
 * says what they see ("click ES"), so the name must contain it; axe-core's
 * label-content-name-mismatch (decision 0113).
 */
export const labelInName = (shown: string, purpose: string): string =>
  shown ? `${shown}, ${purpose}` : purpose;
