import { parseArgs } from 'node:util';
import { ZStaffInviteBody } from '@portal/contracts/office/staff.schemas';
import { Status } from '@portal/contracts/status-names';
import { buildApp } from '../app';
import { createFirstAdmin } from '../modules/office/staff/staff.service';
import { AppError } from '../platform/app-error';
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db';
import { publicBaseUrl } from '../platform/public-url';
import { prepareDatabase, startupDatabaseHint } from '../platform/startup';

/**
 * `npm run admin:create -- --email ana@uni.example --nombre Ana --apellidos "Pons Vidal" [--brand default] [--idioma ca]`
 * (issue #18 part 8): the first office admin of a brand on a production database, which has no
 * demo accounts. Prints the set-password link (also mailed; the outbox holds it without SMTP).
 * The same environment as the server (DATABASE_URL, DATA_DIR, BRANDS_DIR, SMTP_URL, PUBLIC_URL).
 */
const USAGE =
  'usage: npm run admin:create -- --email <e-mail> --nombre <name> --apellidos <surnames> [--brand <key>] [--idioma es|ca]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        email: { type: 'string' },
        nombre: { type: 'string' },
        apellidos: { type: 'string' },
        brand: { type: 'string', default: 'default' },
        idioma: { type: 'string', default: 'es' },
      },
    });
  } catch (err) {
    return fail(`${(err as Error).message}\n${USAGE}`);
  }
})();

const body = ZStaffInviteBody.pick({ email: true, nombre: true, apellidos: true, idioma: true }).safeParse(values);
if (!body.success) {
  const fields = [...new Set(body.error.issues.map((i) => `--${String(i.path[0])}`))].join(', ');
  fail(`missing or wrong: ${fields}\n${USAGE}`);
}

const config = loadConfig();
const handle = openDatabase(config);
try {
  await prepareDatabase(handle, config);
} catch (err) {
  fail(startupDatabaseHint(err, config) ?? (err as Error).message);
}
const app = await buildApp({ ...config, logLevel: 'warn' }, { dbHandle: handle });
const brand = app.brands.byKey.get(values.brand ?? 'default');
if (!brand) fail(`unknown brand "${values.brand}": one of ${app.brands.all.map((b) => b.key).join(', ')}`);
try {
  const { url } = await createFirstAdmin(
    { db: app.db, config: app.config, log: app.log },
    brand,
    body.data,
    publicBaseUrl(brand, app.config),
  );
  process.stdout.write(
    `Office admin ${body.data.email} created for brand "${brand.key}". Choose the password at\n  ${url}\n` +
      `(the link was mailed too; it expires, and a new one is asked for at the console's sign-in page).\n`,
  );
} catch (err) {
  if (err instanceof AppError && err.code === Status.EmailAlreadyRegistered) {
    fail(`not created: ${body.data.email} already has an account.`);
  }
  throw err;
} finally {
  await app.close();
  await handle.close();
}
