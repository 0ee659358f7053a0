import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Password of every demo account (DESIGN.md, Demo data). */
export const DEMO_PASSWORD = 'Demo2026';

export type DemoAccount =
  | 'alumna@demo.test'
  | 'master@demo.test'
  | 'antiguo@demo.test'
  | 'empresa@demo.test'
  | 'grupo@demo.test'
  | 'nueva@demo.test';

/** Which API prefix and which login page each demo account uses (SPEC §Public routes, §API). */
export const DEMO_ACCOUNTS: Record<DemoAccount, { api: 'Alumno' | 'Empresa'; loginPath: string }> = {
  'alumna@demo.test': { api: 'Alumno', loginPath: '/login' },
  'master@demo.test': { api: 'Alumno', loginPath: '/login' },
  'antiguo@demo.test': { api: 'Alumno', loginPath: '/login/antiguos' },
  'empresa@demo.test': { api: 'Empresa', loginPath: '/login/empresas' },
  'grupo@demo.test': { api: 'Empresa', loginPath: '/login/empresas' },
  'nueva@demo.test': { api: 'Empresa', loginPath: '/login/empresas' },
};

/**
 * The login form, by accessible name. The one place to adjust when the web's labels change.
 */
export const loginForm = {
  user: (page: Page) => page.getByLabel(/^(Usuario|Correo electrónico)/i),
  password: (page: Page) => page.getByLabel(/^Contraseña/i),
  submit: (page: Page) => page.getByRole('button', { name: /^Entrar$/i }),
  /** SPEC §Login: data-protection acceptance may come before the session starts. */
  dataProtection: (page: Page) => page.getByRole('dialog', { name: /Protecci[oó]n de datos/i }),
  acceptDataProtection: (page: Page) =>
    page.getByRole('dialog', { name: /Protecci[oó]n de datos/i }).getByRole('button', { name: /^Acepto$/i }),
};

export interface SignInOptions {
  /** The login page to use; by default the demo account's own, else /login. */
  loginPath?: string;
  /** Accept the data-protection notice if it is shown (default true); false leaves it open for the test. */
  acceptDataProtection?: boolean;
  /** For a contact of several companies (grupo@): the company to pick, by its name as shown. */
  company?: string | RegExp;
}

/**
 * Signs in through the web login form as a person would, picks `options.company` for a contact
 * of several companies, accepts the data-protection notice if it appears, and waits until the
 * form is gone (home; without `company`, grupo@ stops at the company picker).
 */
export async function signIn(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  options: SignInOptions = {},
): Promise<void> {
  const loginPath = options.loginPath ?? DEMO_ACCOUNTS[email as DemoAccount]?.loginPath ?? '/login';
  const accept = options.acceptDataProtection ?? true;
  await page.goto(loginPath);
  await loginForm.user(page).fill(email);
  await loginForm.password(page).fill(password);
  await loginForm.submit(page).click();
  if (options.company) {
    // The company picker replaces the form; the data-protection notice comes after the pick.
    await page.getByRole('radio', { name: options.company }).check();
    await loginForm.submit(page).click();
  }
  if (!accept) {
    await expect(loginForm.dataProtection(page).or(page.locator('body:not(:has(input[type=password]))'))).toBeVisible();
    return;
  }
  await expect(async () => {
    if (await loginForm.dataProtection(page).isVisible()) await loginForm.acceptDataProtection(page).click();
    await expect(loginForm.password(page)).toBeHidden({ timeout: 1_000 });
    if (options.company) await expect(page).not.toHaveURL(/\/login/, { timeout: 1_000 });
  }, `sign-in of ${email} did not leave the login form`).toPass({ timeout: 15_000 });
}

export interface ApiLogin {
  httpStatus: number;
  body: { status: number; datos: Record<string, unknown> | null; mensaje?: string };
}

/** POST /api/{Alumno|Empresa}/logaUsuario with the spec's field names (SPEC §API, Student). */
export async function apiLogin(
  request: APIRequestContext,
  email: string,
  options: { password?: string; api?: 'Alumno' | 'Empresa'; eidEmpresa?: number } = {},
): Promise<ApiLogin> {
  const api = options.api ?? DEMO_ACCOUNTS[email as DemoAccount]?.api ?? 'Alumno';
  const data: Record<string, unknown> = { eUsuario: email, ePassword: options.password ?? DEMO_PASSWORD };
  if (options.eidEmpresa !== undefined) data.eidEmpresa = options.eidEmpresa;
  const res = await request.post(`/api/${api}/logaUsuario`, { data });
  return { httpStatus: res.status(), body: await res.json() };
}
