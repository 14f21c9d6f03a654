// Shared by the browser tests: sign in through the login screen, and read the session token.
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const E2E_ADMIN = { username: 'admin', password: 'clave-e2e-123' };
export const DEMO_OPERADOR = { username: 'operador1', password: 'demo12345' };

export async function loginAs(page: Page, username = E2E_ADMIN.username, password = E2E_ADMIN.password) {
  await page.goto('/login');
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard\/inicio$/);
}

export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  if (!token) throw new Error('No hay token en la sesión');
  return token;
}

/** Collects console errors of a page, to assert none happened. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** The administrator's token, straight from the API. */
export async function adminToken(request: APIRequestContext) {
  const res = await request.post('/users/login', { data: E2E_ADMIN });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).token as string;
}

/** A call of the API with a token; fails the test unless it answers 2xx; gives `resultados`. */
export async function apiCall<T = any>(
  request: APIRequestContext,
  token: string,
  path: string,
  data?: unknown,
): Promise<T[]> {
  const res = await request.post(path, { data: data ?? {}, headers: { autorizado: token } });
  expect(res.ok(), `${path}: ${await res.text()}`).toBeTruthy();
  return (await res.json()).resultados;
}

/** Like apiCall, for calls that answer one row. */
export async function apiOne<T = any>(
  request: APIRequestContext,
  token: string,
  path: string,
  data?: unknown,
): Promise<T> {
  const [row] = await apiCall<T>(request, token, path, data);
  expect(row, path).toBeDefined();
  return row as T;
}

/** A SweetAlert notice with this title and text is showing; it is closed with its button. */
export async function expectNotice(page: Page, title: string, text: string) {
  const popup = page.locator('.swal2-popup');
  await expect(popup.locator('.swal2-title')).toHaveText(title);
  await expect(popup.locator('.swal2-html-container')).toHaveText(text);
  await popup.locator('.swal2-confirm').click();
  await expect(popup).toBeHidden();
}

export const ANCHOS = [1280, 390] as const;

/**
 * A screen checked as a person would see it, at 1280 and at 390 px: `expectations` asserts what the screen is
 * meant to show at that width, axe finds no serious or critical violation, the page does not scroll sideways,
 * and a screenshot goes to apps/web/e2e/screenshots/ (kept between runs, not committed) to be looked at.
 */
export async function checkScreen(
  page: Page,
  name: string,
  expectations: (width: (typeof ANCHOS)[number]) => Promise<void>,
) {
  const dir = fileURLToPath(new URL('./screenshots/', import.meta.url));
  for (const width of ANCHOS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await expectations(width);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const graves = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) => `${v.id} (${v.impact}) en ${width} px: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
    expect(graves, `axe a ${width} px`).toEqual([]);
    const desborde = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(desborde, `la página se desplaza a los lados a ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${dir}${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
