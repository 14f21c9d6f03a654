// Shared by the browser tests: sign in through the login screen, read the session token, call the API, read the
// notices and confirmations, and check a screen at both widths and in both color modes.
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { DEMO_OPERADOR, E2E_ADMIN } from './accounts.ts';

export { DEMO_OPERADOR, E2E_ADMIN };

/** Fills the login screen already showing and sends it. */
export async function submitLogin(page: Page, username: string, password: string) {
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

export async function loginAs(page: Page, username = E2E_ADMIN.username, password = E2E_ADMIN.password) {
  await page.goto('/login');
  await submitLogin(page, username, password);
  await expect(page).toHaveURL(/\/dashboard\/inicio$/);
  // The welcome notice loads its library on demand: seen here, it cannot slide in later in the middle of a check.
  await expect(page.locator('.swal2-toast')).toBeVisible();
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

/** A confirmation asking this question is showing; it is answered yes. */
export async function acceptConfirm(page: Page, question: string) {
  const popup = page.locator('.swal2-popup');
  await expect(popup.locator('.swal2-html-container')).toHaveText(question);
  await popup.locator('.swal2-confirm').click();
  // A notice may follow at once in the same place; the question itself must be gone.
  await expect(page.locator('.swal2-popup', { hasText: question })).toHaveCount(0);
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
export const MODOS = ['light', 'dark'] as const;

/**
 * axe's rules that read the page's colors. Dark mode changes only colors (Bootstrap's `data-bs-theme`), so in it only
 * these are run again: the others read the same markup they read in light mode, and were half of each scan's time.
 */
const REGLAS_DE_COLOR = ['color-contrast', 'link-in-text-block'];

/** axe's serious and critical violations on the page as it is now, one line each; `soloColor` runs only the color rules. */
async function seriousViolations(page: Page, where: string, soloColor = false) {
  // Only violations are gathered: axe's details of what passed were a third of a scan's time, and nothing reads them.
  const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const { violations } = await (soloColor ? axe.withRules(REGLAS_DE_COLOR) : axe).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}) ${where}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The system's color scheme as the page sees it; the panel follows it unless a mode was chosen in the menu. */
export async function emulateColorScheme(page: Page, mode: (typeof MODOS)[number]) {
  await page.emulateMedia({ colorScheme: mode });
  await expect(page.locator('html')).toHaveAttribute('data-bs-theme', mode);
  // Links and buttons fade to the new colors; a scan in the middle of the fade reads colors nobody sees.
  await transitionsEnded(page);
}

/**
 * Waits for the page's CSS transitions (a fade, an offcanvas sliding in) to end. Only transitions are awaited (a
 * spinner's animation never ends); one cut short by the next change rejects its promise, and counts as ended.
 */
export async function transitionsEnded(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * A screen checked as a person would see it, at 1280 and at 390 px, in light and in dark mode: `expectations`
 * asserts what the screen is meant to show at that width, axe finds no serious or critical violation (in dark mode,
 * of its color rules), the page does not scroll sideways, and, outside CI, a screenshot goes to
 * apps/web/e2e/screenshots/ (`NAME-WIDTH.png`, `NAME-WIDTH-oscuro.png`; kept between runs, not committed) to be
 * looked at.
 */
export async function checkScreen(
  page: Page,
  name: string,
  expectations: (width: (typeof ANCHOS)[number]) => Promise<void>,
) {
  const dir = fileURLToPath(new URL('./screenshots/', import.meta.url));
  // Four axe scans take their time: the calling test gets a minute more.
  test.info().setTimeout(test.info().timeout + 60_000);
  for (const width of ANCHOS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    for (const mode of MODOS) {
      await emulateColorScheme(page, mode);
      // A corner notice (the welcome after signing in) closes itself; scanned while it fades in, its title reads
      // as low contrast, and it would cover the screen in the screenshot.
      await expect(page.locator('.swal2-toast')).toHaveCount(0);
      await expectations(width);
      expect(
        await seriousViolations(page, `en ${width} px (${mode})`, mode === 'dark'),
        `axe a ${width} px (${mode})`,
      ).toEqual([]);
      const desborde = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(desborde, `la página se desplaza a los lados a ${width} px`).toBeLessThanOrEqual(0);
      // The screenshots are for a person to look at; CI keeps no files, so there they would only cost time.
      if (!process.env.CI) {
        const suffix = mode === 'dark' ? '-oscuro' : '';
        await page.screenshot({ path: `${dir}${name}-${width}${suffix}.png`, fullPage: true });
      }
    }
  }
  await emulateColorScheme(page, 'light');
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * On a 390 px phone a list row is a card: the headers hidden, the card inside the screen with `campo` in view,
 * nothing scrolling sideways, and no field running past the card's edge (the table's own scroll box would hide it).
 */
export async function expectPhoneCard(table: Locator, row: Locator, campo: string) {
  await expect(table.locator('thead')).toBeHidden();
  // The field itself is scrolled to, not the row: a card taller than what shows of it may be in view by its top
  // alone (after a reload the browser puts the page back where it was), and Playwright then leaves it there.
  const celda = row.locator(`td[data-label="${campo}"]`);
  await celda.scrollIntoViewIfNeeded();
  const caja = await row.boundingBox();
  expect(caja && caja.x >= 0 && caja.x + caja.width <= 390).toBe(true);
  await expect(celda).toBeInViewport();
  const desborde = await row.page().evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(desborde).toBeLessThanOrEqual(0);
  const cortados = await row
    .locator('td')
    .evaluateAll((tds) => tds.filter((td) => td.scrollWidth > td.clientWidth).map((td) => td.dataset.label));
  expect(cortados).toEqual([]);
}

/**
 * Starts recording the scripts the page receives, as the server sent them (encoded bytes and their encoding); the
 * returned function reads what has arrived so far. Chromium asks for brotli, so every script but the smallest
 * (under 1 KB, sent as is) must come as `br`.
 */
export function scriptsReceived(page: Page) {
  const scripts: Promise<{ url: string; encoding?: string; bytes: number }>[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.js'))
      scripts.push(
        r
          .request()
          .sizes()
          .then((s) => ({
            url: r.url(),
            encoding: r.headers()['content-encoding'],
            bytes: s.responseBodySize,
          })),
      );
  });
  return () => Promise.all(scripts);
}
