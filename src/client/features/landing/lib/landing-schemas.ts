import { loadErrorTexts } from '../../../lib/load-i18n';

// The landing forms check input with the shared schemas before sending, and the schemas bring
// zod (about 26 KB gzip) in a chunk of their own, and the error messages with them. It is requested when someone starts on a form
// (focus, a tap), not when the page loads: a visitor who only reads never downloads it, and one
// who types an address has it long before pressing Subscribe (docs/benchmarks.md, page
// JavaScript: the landing page's budget counts everything loaded until the network is idle).
function requestSchemas() {
  // The error messages come with them: the landing page's first paint does without.
  const request = Promise.all([
    import('../../../../shared/schemas/landing'),
    loadErrorTexts(),
  ]).then(([schemas]) => schemas);
  // A failed download is not an error until a form needs the schemas; then it is asked again.
  request.catch(() => {});
  return request;
}

let landingSchemas: ReturnType<typeof requestSchemas> | undefined;

/** The shared landing schemas (newsletter, feedback), once their chunk is in. */
export function loadLandingSchemas() {
  landingSchemas = landingSchemas ? landingSchemas.catch(requestSchemas) : requestSchemas();
  return landingSchemas;
}

/** A form's handlers that start downloading the schemas as soon as someone begins on it. */
export const preloadLandingSchemasOnUse = {
  onFocus: () => void loadLandingSchemas(),
  onPointerDown: () => void loadLandingSchemas(),
} as const;
