// Shared by the browser tests: sign in through the login screen, and read the session token.
import { expect, type Page } from '@playwright/test';

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
