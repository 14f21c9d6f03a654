// Register-store screen in Chromium: each validation, a save that keeps the form, the data view and 'Agregar Otra Tienda'.
import { expect, type Page, test } from '@playwright/test';
import { adminToken, apiCall, apiOne, checkScreen, E2E_ADMIN, expectNotice, loginAs } from './helpers.ts';

const run = Date.now().toString(36);
const ADMIN = E2E_ADMIN;

let token: string;
test.beforeAll(async ({ request }) => {
  token = await adminToken(request);
  // At least one store, so the data view shows whatever order the specs run in.
  await apiCall(request, token, '/tienda/new', {
    nombre_comercial: `Tienda base ${run}`,
    razon_social: 'Base S.A. de C.V.',
    rfc: 'BAS010101AB1',
    tipo_persona: 'MORAL',
    id_usuario: 1,
  });
});
test.beforeEach(async ({ page }) => {
  await loginAs(page, ADMIN.username, ADMIN.password);
});

const form = (page: Page) => page.getByRole('form', { name: 'Nueva tienda' });

test('la vista de datos muestra la primera tienda y "Agregar Otra Tienda" abre el formulario', async ({
  page,
  request,
}) => {
  const first = await apiOne(request, token, '/tienda');
  await page.goto('/dashboard/tienda/crear');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registra los datos de tu negocio');
  const view = page.getByText('Datos de tu tienda').locator('..');
  await expect(view).toContainText(first.nombre_comercial);
  await expect(view).toContainText(first.rfc);
  await expect(view).toContainText(first.tipo_persona);
  await expect(form(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Agregar Otra Tienda' }).click();
  await expect(form(page)).toBeVisible();
});

test('validaciones, registro y el formulario se limpia y se queda', async ({ page }) => {
  await page.goto('/dashboard/tienda/crear');
  await page.getByRole('button', { name: 'Agregar Otra Tienda' }).click();
  const f = form(page);

  await f.getByRole('button', { name: 'Guardar' }).click();
  await expectNotice(page, 'Error de Validación', 'Debe seleccionar un tipo de persona.');

  await f.getByLabel('Tipo de Persona').selectOption('MORAL');
  await f.getByRole('button', { name: 'Guardar' }).click();
  await expect(f.getByText('El nombre comercial es obligatorio.')).toBeVisible();
  await expect(f.getByText('El RFC es obligatorio.')).toBeVisible();

  await f.getByLabel('Nombre Comercial').fill(`Purificadora ${run}`);
  await f.getByLabel('RFC').fill('abcd010101ab1');
  await expect(f.getByLabel('RFC')).toHaveValue('ABCD010101AB1');
  await f.getByRole('button', { name: 'Guardar' }).click();
  await expect(f.getByText(/persona moral tiene 12 caracteres/)).toBeVisible();

  // The field stops at 13 characters.
  await f.getByLabel('RFC').fill('ABC010101AB1XYZ');
  await expect(f.getByLabel('RFC')).toHaveValue('ABC010101AB1X');

  await f.getByLabel('RFC').fill('pur010101ab1');
  await f.getByRole('button', { name: 'Guardar' }).click();
  await expectNotice(page, '¡Operación Exitosa!', 'La tienda se ha registrado correctamente.');
  await expect(f).toBeVisible();
  await expect(f.getByLabel('Nombre Comercial')).toHaveValue('');
  await expect(f.getByLabel('Tipo de Persona')).toHaveValue('');
  // Newest first: the data view now shows the new store.
  await expect(page.getByText('Datos de tu tienda').locator('..')).toContainText(`Purificadora ${run}`);
});

test('accesibilidad y capturas del registro de tienda', async ({ page }) => {
  await page.goto('/dashboard/tienda/crear');
  await page.getByRole('button', { name: 'Agregar Otra Tienda' }).click();
  await form(page).getByRole('button', { name: 'Guardar' }).click();
  await page.locator('.swal2-popup .swal2-confirm').click();
  await form(page).getByLabel('Tipo de Persona').selectOption('FISICA');
  await form(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(form(page).getByText('El RFC es obligatorio.')).toBeVisible();
  await checkScreen(page, 'tienda', async (width) => {
    await expect(form(page).getByText('El RFC es obligatorio.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible({
      visible: width > 991,
    });
  });
});
