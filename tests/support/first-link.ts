// Stops at whitespace and at the brackets and quotes that commonly surround a link in text.
const WEB_LINK = /https?:\/\/[^\s<>"'()[\]]+/;

/** The first http(s) URL in a plain-text body, without trailing sentence punctuation. */
export function findFirstLink(text: string): string | undefined {
  return WEB_LINK.exec(text)?.[0].replace(/[.,;:!?]+$/, '');
}
