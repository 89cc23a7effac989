import { OAuth2Server } from 'oauth2-mock-server';

// A real OpenID Connect provider on a local port (oauth2-mock-server): discovery, JWKS, an
// authorize endpoint that answers at once with a code, PKCE checks, and signed ID tokens.

export interface GoogleIdentity {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

export interface OidcProvider {
  issuer: string;
  /** The person the next sign-in is for. */
  identity: GoogleIdentity;
  /** Changes the next ID token's claims after the identity is applied (to forge a bad one). */
  tamper: ((payload: Record<string, unknown>) => void) | undefined;
  close(): Promise<void>;
}

export async function startOidcProvider(identity: GoogleIdentity): Promise<OidcProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const provider: OidcProvider = {
    issuer: server.issuer.url ?? '',
    identity,
    tamper: undefined,
    close: () => server.stop(),
  };
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, provider.identity);
    provider.tamper?.(token.payload);
  });
  server.service.on('beforeUserinfo', (userInfo) => {
    userInfo.body = { ...provider.identity };
  });
  return provider;
}
