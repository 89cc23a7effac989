/**
 * id of the <script type="application/json"> in a prerendered page that holds its first-paint
 * texts when they are not bundled with the entry (Russian): the client hydrates without fetching
 * them. JSON in a script element is data, never run, so the CSP (script-src 'self') allows it.
 */
export const PRERENDERED_TEXTS_ID = 'prerendered-texts';

/**
 * id of the <script type="application/json"> in a page the server rendered with its data (a blog
 * post, a vacancy): the query cache that render read (TanStack Query's dehydrated state), put into
 * the client's cache before hydrating, so the first client render shows the same data.
 */
export const SERVER_QUERY_STATE_ID = 'server-query-state';

/**
 * id of the <script type="application/json"> in a page the server rendered with its data: the
 * dates and money that render formatted, by key (lib/server-formats.ts), so hydrating does not
 * load the browser's Intl data to produce the same text again.
 */
export const SERVER_FORMATS_ID = 'server-formats';
