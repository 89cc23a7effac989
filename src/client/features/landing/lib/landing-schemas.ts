// The landing forms check input with the shared schemas before sending, and the schemas bring
// zod (about 23 KB gzip). Requested as soon as this module runs, but as its own chunk: the page
// paints without waiting for it, and it has arrived long before anyone submits a form.
function requestSchemas() {
  const request = import('../../../../shared/schemas/landing');
  // A failed download is not an error until a form needs the schemas; then it is asked again.
  request.catch(() => {});
  return request;
}

let landingSchemas = requestSchemas();

/** The shared landing schemas (newsletter, feedback), once their chunk is in. */
export function loadLandingSchemas() {
  landingSchemas = landingSchemas.catch(requestSchemas);
  return landingSchemas;
}
