/**
 * id of the <script type="application/json"> in a prerendered page that holds its first-paint
 * texts when they are not bundled with the entry (Russian): the client hydrates without fetching
 * them. JSON in a script element is data, never run, so the CSP (script-src 'self') allows it.
 */
export const PRERENDERED_TEXTS_ID = 'prerendered-texts';
