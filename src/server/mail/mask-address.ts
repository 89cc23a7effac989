/**
 * Keeps enough of an address to tell messages apart in a log without writing it out:
 * "anna@example.com" becomes "a***@example.com".
 */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return '***';
  return `${address.slice(0, Math.min(at, 1))}***${address.slice(at)}`;
}
