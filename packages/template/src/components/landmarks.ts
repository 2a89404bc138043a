/**
 * The page's landmarks, shared by the layout, the dialogs and the router without importing the
 * layout itself (which renders the cart timer, which opens dialogs: importing Layout from a dialog
 * made a cycle).
 */

/** The id of the main landmark, target of the skip link and of focus after a navigation. */
export const MAIN_ID = 'main'

/** Moves focus to the main landmark (after a navigation, or when a dialog has nowhere else to return it). */
export function focusMain(options?: FocusOptions): void {
  document.getElementById(MAIN_ID)?.focus(options)
}
