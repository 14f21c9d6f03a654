// The login screen in Chromium: success, each failure notice of the original panel (docs/decisions/004-login-notices.md), required fields, no frame.
import { expect, test } from '@playwright/test';
import {
  checkScreen,
  consoleErrors,
  E2E_ADMIN,
  expectNotice,
  loginAs,
  scriptsReceived,
  submitLogin,
} from './helpers.ts';

test('la página de inicio de sesión carga sin errores de consola ni menú', async ({ page }) => {
  const errores = consoleErrors(page);
  // The icon font (135 KB) is left to the panel: a phone's first load of the login does not download it.
  const fuentes: string[] = [];
  page.on('response', (r) => {
    if (/\.woff2?(\?|$)/.test(r.url())) fuentes.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'AguaVend' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByText('© 2024 AguaVend · contacto@aguavend.mx')).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await checkScreen(page, 'login', async () => {
    await expect(page.getByRole('heading', { name: 'AguaVend' })).toBeVisible();
    await expect(page.getByLabel('Usuario')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeInViewport();
  });
  await page.waitForLoadState('networkidle');
  expect(fuentes).toEqual([]);
  expect(errores).toEqual([]);
});

test('inicio de sesión correcto: sesión guardada y pantalla de inicio', async ({ page }) => {
  await loginAs(page);
  const sesion = await page.evaluate(() => ({ ...sessionStorage }));
  expect(sesion.rol).toBe('ADMIN');
  expect(sesion.id_rol).toBe('1');
  expect(JSON.parse(sesion.user ?? '{}').username).toBe(E2E_ADMIN.username);
  expect(sesion.token?.split('.')).toHaveLength(3);
});

test('campos obligatorios', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('El usuario es obligatorio.')).toBeVisible();
  await expect(page.getByText('La contraseña es obligatoria.')).toBeVisible();
});

test('400: Advertencia con el mensaje del servidor', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, E2E_ADMIN.username, 'equivocada');
  await expect(page.locator('.swal2-footer')).toHaveText('Usuario o contraseña incorrectos.');
  await expectNotice(page, 'Advertencia', 'Hay un error en tus datos.');
  await expect(page).toHaveURL(/\/login$/);
});

test('5xx: Revisa tus datos', async ({ page }) => {
  await page.route('**/users/login', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await page.goto('/login');
  await submitLogin(page, 'x', 'y');
  await expectNotice(page, 'Revisa tus datos', 'Usuario o contraseña erronea');
});

test('sin conexión: dice que no se pudo conectar con el servidor, no un error de validación', async ({
  page,
}) => {
  await page.route('**/users/login', (route) => route.abort());
  await page.goto('/login');
  await submitLogin(page, 'x', 'y');
  await expectNotice(
    page,
    'Sin conexión con el servidor',
    'No se pudo conectar con el servidor. Revise su conexión e intente de nuevo.',
  );
});

test('una excepción al leer la sesión: Error de Validación con el texto de la especificación', async ({
  page,
}) => {
  await page.route('**/users/login', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ validUsuario: true, usuario: 'no es json', token: 'x.y.z', mensaje_user: '' }),
    }),
  );
  await page.goto('/login');
  await submitLogin(page, 'x', 'y');
  await expectNotice(page, 'Error de Validación', 'Ah ocurrido un error en el servidor.');
});

test('la página de inicio de sesión carga menos de 150 KB de JavaScript comprimido', async ({ page }) => {
  // What the browser receives: the encoded bytes of every script, as the server sent them.
  const scripts = scriptsReceived(page);
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  const recibidos = await scripts();
  const total = recibidos.reduce((n, s) => n + s.bytes, 0);
  console.log(`JavaScript de la página de inicio de sesión: ${(total / 1024).toFixed(1)} KB recibidos`);
  expect(recibidos.length).toBeGreaterThan(0);
  // Chromium asks for brotli; every script but the smallest (under 1 KB, sent as is) comes compressed.
  for (const s of recibidos) if (s.bytes >= 1024) expect(s.encoding, s.url).toBe('br');
  expect(total).toBeLessThan(150 * 1024);
});
