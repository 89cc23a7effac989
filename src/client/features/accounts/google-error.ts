/** The accounts-namespace key of the message for an error the Google flow came back with. */
export function googleErrorKey(
  error: string,
): 'google.accountNotLinked' | 'google.notConfigured' | 'google.failed' {
  if (error === 'account_not_linked') return 'google.accountNotLinked';
  if (error === 'not_configured') return 'google.notConfigured';
  return 'google.failed';
}
