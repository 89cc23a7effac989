// The landing forms check input with the shared schemas before sending, and the schemas bring
// zod (about 26 KB gzip) in a chunk of their own. It is requested when someone starts on a form
// (focus, a tap), not when the page loads: a visitor who only reads never downloads it, and one
// who types an address has it long before pressing Subscribe (docs/benchmarks.md, page
// JavaScript: the landing page's budget counts everything loaded until the network is idle).
function requestSchemas() {
  const request = import('../../../../shared/schemas/landing');
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
