// Local stand-ins for the outside services some journeys need (started by e2e/run.mjs before the
// server, stopped after the run):
// - an SMTP catcher (smtp-server) that writes each received mail to E2E_MAIL_DIR as a JSON file
//   `{ to, body }` (quoted-printable undone), so a test can follow a recovery link;
// - an OpenID Connect provider (oidc-provider) on 127.0.0.1 that signs every login in as
//   E2E_SSO_ACCOUNT (a graduate), with a copy of brands/ whose catalunya issuer points at it.
// The server gets SMTP_URL, MAIL_FROM and BRANDS_DIR; the tests get E2E_MAIL_DIR.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import { SMTPServer } from 'smtp-server';

const SSO_BRAND = 'catalunya';
/** The e-mail the provider answers for whoever signs in: the demo graduate (DESIGN.md). */
export const SSO_ACCOUNT_EMAIL = 'antiguo@demo.test';

function listen(server, ...args) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', ...args, () => resolve(server.address().port));
  });
}

async function startSmtp(mailDir) {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        const body = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=3D/gi, '=');
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        count += 1;
        fs.writeFileSync(path.join(mailDir, `${Date.now()}-${count}.json`), JSON.stringify({ to, body }));
        callback();
      });
    },
  });
  const port = await new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server.server.address().port));
  });
  return { url: `smtp://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function startOidc(brand) {
  const idp = http.createServer();
  const port = await listen(idp);
  const issuer = `http://127.0.0.1:${port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: brand.sso.clientId,
        client_secret: brand.sso.clientSecret,
        redirect_uris: [`http://${SSO_BRAND}.localhost/acceso`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'e2e', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: ['e2e-oidc-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({ sub: id, email: SSO_ACCOUNT_EMAIL, email_verified: true }),
    }),
    // A first-party client: consent is implied, so only the login interaction remains.
    loadExistingGrant: async (ctx) => {
      if (!ctx.oidc.session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope('openid email');
      await grant.save();
      return grant;
    },
  });
  // The web server's port is chosen after this starts: any port of the brand's host is allowed
  // (oidc-provider's documented hook for redirect_uri patterns).
  const allowed = new RegExp(`^http://${SSO_BRAND}\\.localhost(:\\d+)?/acceso$`);
  provider.Client.prototype.redirectUriAllowed = (uri) => allowed.test(uri);
  const callback = provider.callback();
  idp.on('request', (req, res) => {
    // The provider's login page: the person is the graduate at once.
    if (req.url?.startsWith('/interaction/')) {
      void provider.interactionFinished(
        req,
        res,
        { login: { accountId: 'graduate' } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    callback(req, res);
  });
  return { issuer, stop: () => new Promise((resolve) => idp.close(() => resolve())) };
}

/** Starts both services; `env` goes to the server, `testEnv` to Playwright. */
export async function startServices({ repoRoot }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-services-'));
  const mailDir = fs.mkdtempSync(path.join(dataDir, 'mail-'));
  const smtp = await startSmtp(mailDir);
  const brandsDir = path.join(dataDir, 'brands');
  fs.cpSync(path.join(repoRoot, 'brands'), brandsDir, { recursive: true });
  const brandFile = path.join(brandsDir, SSO_BRAND, 'brand.json');
  const brand = JSON.parse(fs.readFileSync(brandFile, 'utf8'));
  const oidc = await startOidc(brand);
  brand.sso = { ...brand.sso, issuer: oidc.issuer };
  fs.writeFileSync(brandFile, JSON.stringify(brand, null, 2));
  return {
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'no-reply@portal.test', BRANDS_DIR: brandsDir },
    /**
     * Mailed links and the single sign-on return address start with each brand's publicUrl, never
     * the request's Host (issue #12 item 1): point the copied brands at the server's free port.
     */
    usePort: (port) => {
      for (const key of fs.readdirSync(brandsDir)) {
        const file = path.join(brandsDir, key, 'brand.json');
        if (!fs.existsSync(file)) continue;
        const copy = JSON.parse(fs.readFileSync(file, 'utf8'));
        if (!copy.publicUrl) continue;
        const url = new URL(copy.publicUrl);
        url.port = String(port);
        copy.publicUrl = url.origin;
        fs.writeFileSync(file, JSON.stringify(copy, null, 2));
      }
    },
    testEnv: { E2E_MAIL_DIR: mailDir, E2E_SSO_ACCOUNT: SSO_ACCOUNT_EMAIL },
    stop: async () => {
      await Promise.all([smtp.stop(), oidc.stop()]);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
