// Runs the test OpenID Connect provider for the end-to-end run (scripts/e2e.mjs starts it) and prints its
// settings as one JSON line. It stands in for Google: the journey signs in through its real pages.
import { startFakeOidc } from '../../server/test/fake-oidc-provider';

const redirectUri = process.argv[2];
if (!redirectUri) throw new Error('usage: start-oidc <redirect-uri>');
const oidc = await startFakeOidc(redirectUri);
console.log(JSON.stringify({ issuer: oidc.issuer, clientId: oidc.clientId, clientSecret: oidc.clientSecret }));
process.on('SIGTERM', () => void oidc.close().then(() => process.exit(0)));
