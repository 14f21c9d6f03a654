// Machine sales in Chromium: the form's validation notices and amount, create, edit, delete, restore,
// server paging past 10 rows and the day filter.
import { expect, type Page, test } from '@playwright/test';
import { adminToken, apiCall, checkScreen, expectNotice, loginAs } from './helpers.ts';

const maquinaSelect = (page: Page) => page.getByLabel('Máquina', { exact: true });
const tabla = (page: Page) => page.locator('table');

async function abrir(page: Page) {
  await loginAs(page);
  await page.goto('/dashboard/maquina/ventas');
  await maquinaSelect(page).selectOption({ label: 'Máquina Centro' });
  await expect(tabla(page).locator('tbody tr').first()).toBeVisible();
}

test('validación del formulario y monto calculado', async ({ page }) => {
  await abrir(page);
  const form = page.getByRole('form', { name: 'Registrar venta' });
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expectNotice(page, 'Error de Validación', 'Debe seleccionar un producto, categoría y una máquina.');
  await form.getByLabel('Categoría').selectOption({ label: 'VENTA' });
  await form.getByLabel('Producto').selectOption({ label: 'Botella 1 L' });
  await expect(form.getByLabel('Precio unitario')).toHaveValue('12.5');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expectNotice(
    page,
    'Error de Validación',
    'La cantidad, el precio unitario y el monto deben ser mayores a 0.',
  );
  await form.getByLabel('Cantidad').fill('3');
  await expect(form.getByLabel('Monto')).toHaveValue('37.50');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('La descripción es obligatoria.')).toBeVisible();
});

test('registrar, editar, eliminar y restaurar una venta', async ({ page }) => {
  await abrir(page);
  const form = page.getByRole('form', { name: 'Registrar venta' });
  const descripcion = `Venta e2e ${Date.now().toString(36)}`;
  await form.getByLabel('Categoría').selectOption({ label: 'VENTA' });
  await form.getByLabel('Producto').selectOption({ label: 'Hielo 5 kg' });
  await form.getByLabel('Cantidad').fill('2');
  await form.getByLabel('Descripción').fill(descripcion);
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expectNotice(page, '¡Operación Exitosa!', 'La venta se ha registrado correctamente.');

  const fila = tabla(page).locator('tr', { hasText: descripcion });
  await expect(fila).toContainText('$ 76.00 MXN');
  const id = (await fila.locator('td').first().textContent())?.trim();
  await fila.getByRole('button', { name: `Editar ${id}` }).click();
  const dialogo = page.getByRole('dialog', { name: 'Editar Registro' });
  await expect(dialogo.getByLabel('Precio unitario')).toBeDisabled();
  await dialogo.getByLabel('Cantidad').fill('3');
  await dialogo.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(dialogo).toBeHidden();
  await expect(fila).toContainText('$ 114.00 MXN');

  await fila.getByRole('button', { name: `Eliminar ${id}` }).click();
  await page.locator('.swal2-confirm').click();
  await expect(fila).toBeHidden();
  await page
    .getByRole('tab', { name: 'Ventas eliminadas' })
    .or(page.getByText('Ventas eliminadas'))
    .first()
    .click();
  const eliminada = tabla(page).locator('tr', { hasText: descripcion });
  await expect(eliminada).toBeVisible();
  await eliminada.getByRole('button', { name: 'Restaurar' }).click();
  await expect(eliminada).toBeHidden();
  await page.getByText('Ventas activas').click();
  await expect(tabla(page).locator('tr', { hasText: descripcion })).toBeVisible();
});

test('paginado en el servidor y filtro por día', async ({ page, request }) => {
  await abrir(page);
  const primeraPagina = await tabla(page).locator('tbody tr td:first-child').allTextContents();
  expect(primeraPagina).toHaveLength(10);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  // The pager moves at once; the previous page's rows stay until page 2 arrives from the server.
  await expect(tabla(page).locator('tbody tr td:first-child').first()).not.toHaveText(primeraPagina[0] ?? '');
  const segunda = await tabla(page).locator('tbody tr td:first-child').allTextContents();
  expect(segunda).toHaveLength(10);
  expect(segunda.some((id) => primeraPagina.includes(id))).toBe(false);

  // Today's sales of the machine, in Mexico City, as the server counts them.
  const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
  const token = await adminToken(request);
  const maquinas = await apiCall<{ id_maquina: number; nombre: string }>(request, token, '/maquina');
  const id_maquina = maquinas.find((m) => m.nombre === 'Máquina Centro')?.id_maquina;
  const res = await request.post('/venta/maquina/totales', {
    data: { id_maquina, pagina: 1, por_pagina: 10, fecha: hoy },
    headers: { autorizado: token },
  });
  const { total } = await res.json();
  await page.getByLabel('Filtrar por fecha').fill(hoy);
  await expect(page.getByText(`${total} registro`)).toBeVisible();
  await page.getByRole('button', { name: 'Limpiar' }).click();
  await expect(page.getByLabel('Filtrar por fecha')).toHaveValue('');
});

test('accesibilidad y capturas de ventas', async ({ page }) => {
  await abrir(page);
  await checkScreen(page, 'ventas', async (width) => {
    await expect(page.locator('table tbody tr').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible({
      visible: width > 991,
    });
  });
});
