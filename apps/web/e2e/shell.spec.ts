// The frame in Chromium: guards, logout, a 401 mid-session, the sidebar at 900 and 1280 px, the bell,
// and no console error on any page.
import { expect, test } from '@playwright/test';
import { checkScreen, consoleErrors, DEMO_OPERADOR, loginAs, tokenOf } from './helpers.ts';

const ENTRADAS = [
  'Inicio',
  'Crear domicilio',
  'Crear tienda',
  'Ventas de máquina',
  'Usuarios',
  'Roles y módulos',
  'Egresos',
  'Catálogos',
  'Bitácora',
  'Contacto',
];

test('sin sesión, una pantalla del panel lleva a /login', async ({ page }) => {
  await page.goto('/dashboard/usuarios');
  await expect(page).toHaveURL(/\/login$/);
});

test('un usuario sin ADMIN va a /unauthorized en las pantallas de ADMIN', async ({ page }) => {
  await loginAs(page, DEMO_OPERADOR.username, DEMO_OPERADOR.password);
  await page.goto('/dashboard/usuarios');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('heading', { name: 'No tienes permiso para ver esta página' })).toBeVisible();
  await page.goto('/dashboard/tienda/crear');
  await expect(page).toHaveURL(/\/dashboard\/tienda\/crear$/);
});

test('Cerrar Sesión limpia la sesión, va a / y el servidor rechaza el token', async ({ page }) => {
  await loginAs(page);
  const token = await tokenOf(page);
  await page.getByRole('button', { name: /Administrador/ }).click();
  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  const res = await page.request.post('/maquina', { data: {}, headers: { autorizado: token } });
  expect(res.status()).toBe(401);
});

test('un 401 a mitad de la sesión lleva a /login', async ({ page }) => {
  await loginAs(page);
  const token = await tokenOf(page);
  await page.request.post('/users/salir', { headers: { autorizado: token } });
  // The token is still stored and unexpired, so the guard lets the page open; its first call answers 401.
  await page.goto('/dashboard/catalogos');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

test('barra lateral a 1280 px y menú desplegable a 900 px, con las entradas en orden', async ({ page }) => {
  await loginAs(page);
  const lateral = page.getByRole('navigation', { name: 'Menú principal' });
  await expect(lateral).toBeVisible();
  expect(await lateral.getByRole('link').allTextContents()).toEqual(ENTRADAS);
  await page.setViewportSize({ width: 900, height: 800 });
  await expect(lateral).toBeHidden();
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  const offcanvas = page.locator('.offcanvas.show');
  await expect(offcanvas.getByRole('link', { name: 'Roles y módulos' })).toBeVisible();
  await offcanvas.getByRole('link', { name: 'Crear tienda' }).click();
  await expect(page).toHaveURL(/\/dashboard\/tienda\/crear$/);
  await expect(offcanvas).toHaveCount(0);
});

test('la campana muestra el panel de notificaciones', async ({ page }) => {
  await loginAs(page);
  await page.getByRole('button', { name: 'Notificaciones' }).click();
  await expect(page.getByText('Tienes 5 notificaciones')).toBeVisible();
});

test('ninguna pantalla escribe errores en la consola; página no encontrada dentro del panel', async ({
  page,
}) => {
  const errores = consoleErrors(page);
  await loginAs(page);
  for (const ruta of [
    'inicio',
    'domicilio/crear',
    'tienda/crear',
    'maquina/ventas',
    'usuarios',
    'rolModulos',
    'administracion/egresos',
    'catalogos',
    'bitacora',
    'perfil',
  ]) {
    await page.goto(`/dashboard/${ruta}`);
    await expect(page.locator('main h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard\/inicio$/);
  await page.goto('/no/existe');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
  await checkScreen(page, 'no-encontrada', async (width) => {
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible({
      visible: width > 991,
    });
  });
  expect(errores).toEqual([]);
});
