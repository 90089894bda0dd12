import type { Page } from 'playwright-core';
import { axeFindings, type Finding } from './axe';

/** A dialog the page sweep opens on a page it visits, by the test id of the button that opens it. */
export interface DialogCheck {
  path: string;
  name: string;
  opener: string;
}

/**
 * The dialogs a coach opens most: the forms of a team, a player and a match, the one delete
 * confirmation every delete uses (ConfirmDeleteDialog), and the live match's share dialog. A page
 * is visited as it opens, and these were out of the sweep's sight: the dark theme's "Eliminar"
 * (white on red, 4.17:1) was found by hand.
 */
export function commonDialogs(team: string, console: string): DialogCheck[] {
  return [
    { path: team, name: 'team form', opener: 'team-details-edit' },
    { path: team, name: 'delete confirmation', opener: 'team-details-delete' },
    { path: `${team}/players`, name: 'player form', opener: 'player-create' },
    { path: `${team}/matches`, name: 'match form', opener: 'new-match' },
    { path: console, name: 'share', opener: 'share-live' },
  ];
}

/** Opens the dialog, checks the page with it open once its transition has ended, and closes it. */
export async function checkDialog(page: Page, opener: string): Promise<Finding[]> {
  await page.getByTestId(opener).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  // axe reads the colours painted: a dialog fading in is text on a half-opaque paper.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => !(a instanceof CSSTransition)),
  );
  const findings = await axeFindings(page);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  return findings;
}
