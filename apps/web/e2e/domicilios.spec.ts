// Store address screen in Chromium: inline validation, a save, and the store's addresses listed below.
import { expect, type Page, test } from '@playwright/test';
import { adminToken, apiOne, checkScreen, E2E_ADMIN, expectNotice, loginAs } from './helpers.ts';

const run = Date.now().toString(36);
const ADMIN = E2E_ADMIN;

let tienda: { id_tienda: number; nombre_comercial: string };
test.beforeAll(async ({ request }) => {
  const token = await adminToken(request);
  tienda = await apiOne(request, token, '/tienda/new', {
    nombre_comercial: `Tienda domicilio ${run}`,
    razon_social: null,
    rfc: 'DOMI010101AB1',
    tipo_persona: 'FISICA',
    id_usuario: 1,
  });
});
test.beforeEach(async ({ page }) => {
  await loginAs(page, ADMIN.username, ADMIN.password);
});

const form = (page: Page) => page.getByRole('form', { name: 'Registra la dirección de la tienda' });
const list = (page: Page) => page.getByText('Direcciones registradas de la tienda').locator('..');

test('validación en línea de cada campo', async ({ page }) => {
  await page.goto('/dashboard/domicilio/crear');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registra la dirección de la tienda');
  const f = form(page);
  await expect(f.getByLabel('NO', { exact: true })).toBeChecked();
  await f.getByRole('button', { name: 'Guardar Dirección' }).click();
  for (const text of [
    'Debe seleccionar una tienda.',
    'La calle es obligatoria.',
    'El número exterior es obligatorio y numérico.',
    'El número interior es obligatorio y numérico.',
    'El primer cruzamiento es obligatorio.',
    'La latitud debe estar entre -90 y 90.',
    'La longitud debe estar entre -180 y 180.',
  ]) {
    await expect(f.getByText(text)).toBeVisible();
  }
  await f.getByLabel('Número exterior').fill('12A');
  await f.getByLabel('Latitud').fill('95');
  await f.getByRole('button', { name: 'Guardar Dirección' }).click();
  await expect(f.getByText('El número exterior es obligatorio y numérico.')).toBeVisible();
  await expect(f.getByText('La latitud debe estar entre -90 y 90.')).toBeVisible();

  // 'Cancelar' clears every field.
  await f.getByLabel('Calle').fill('Calle 60');
  await f.getByRole('button', { name: 'Cancelar' }).click();
  await expect(f.getByLabel('Calle')).toHaveValue('');
  await expect(f.getByLabel('Número exterior')).toHaveValue('');
});

test('guardar una dirección y verla en la lista de la tienda', async ({ page }) => {
  await page.goto('/dashboard/domicilio/crear');
  const f = form(page);
  await expect(list(page)).toContainText('Seleccione una tienda para ver sus direcciones.');
  await f.getByLabel('Tienda').selectOption(String(tienda.id_tienda));
  await expect(list(page)).toContainText('No hay registros para mostrar.');

  await f.getByLabel('SI', { exact: true }).check();
  await f.getByLabel('Calle', { exact: true }).fill(`Calle ${run}`);
  await f.getByLabel('Número exterior').fill('512');
  await f.getByLabel('Número interior').fill('3');
  await f.getByLabel('Primer cruzamiento').fill('Calle 45');
  await f.getByLabel(/Segundo cruzamiento/).fill('Calle 47');
  await f.getByLabel('Longitud').fill('-89.6237');
  await f.getByLabel('Latitud').fill('20.9674');
  await f.getByRole('button', { name: 'Guardar Dirección' }).click();
  await expectNotice(page, '¡Operación Exitosa!', 'La dirección se ha registrado correctamente.');

  const row = list(page)
    .getByRole('row')
    .filter({ hasText: `Calle ${run}` });
  await expect(row).toContainText('SI');
  await expect(row).toContainText('512');
  await expect(row).toContainText('Calle 45 y Calle 47');
  await expect(row).toContainText('20.9674, -89.6237');
  // The form is cleared, the store stays chosen.
  await expect(f.getByLabel('Calle', { exact: true })).toHaveValue('');
  await expect(f.getByLabel('Tienda')).toHaveValue(String(tienda.id_tienda));
  await expect(f.getByLabel('NO', { exact: true })).toBeChecked();
});

test('accesibilidad y capturas del domicilio', async ({ page }) => {
  await page.goto('/dashboard/domicilio/crear');
  await form(page).getByLabel('Tienda').selectOption(String(tienda.id_tienda));
  await form(page).getByRole('button', { name: 'Guardar Dirección' }).click();
  await expect(form(page).getByText('La calle es obligatoria.')).toBeVisible();
  await checkScreen(page, 'domicilio', async (width) => {
    await expect(form(page).getByText('La calle es obligatoria.')).toBeVisible();
    await expect(form(page).getByLabel('Tienda')).toHaveValue(String(tienda.id_tienda));
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible({
      visible: width > 991,
    });
  });
});
