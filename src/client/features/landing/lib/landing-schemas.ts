import { useEffect } from 'react';

// The landing forms check input with the shared schemas before sending, and the schemas bring
// zod (about 23 KB gzip) in a chunk of their own. The landing page's code ships with the entry, so
// the chunk is requested when a form mounts, not when this module runs: other pages (a blog post,
// a vacancy) never pay for it, and on the landing page it has arrived long before anyone submits.
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

/** Starts downloading the schemas once a form that needs them is on the page. */
export function usePreloadLandingSchemas(): void {
  useEffect(() => {
    void loadLandingSchemas();
  }, []);
}
