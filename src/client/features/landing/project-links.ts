/**
 * Issue tracker of the public repository. Left empty until the repository's public address is
 * settled: the contact page then names GitHub issues without linking, rather than guess a URL.
 */
export const ISSUES_URL: string | null = null;
