// Expenses in Chromium: validation, create, edit, delete and restore for a machine.
import { expect, type Page, test } from '@playwright/test';
import { acceptConfirm, checkScreen, expectNotice, loginAs } from './helpers.ts';

async function abrir(page: Page) {
  await loginAs(page);
  await page.goto('/dashboard/administracion/egresos');
  await page.getByLabel('Máquina', { exact: true }).selectOption({ label: 'Máquina Mercado Norte' });
  await expect(page.locator('table tbody tr').first()).toBeVisible();
}

test('registrar, editar, eliminar y restaurar un egreso', async ({ page }) => {
  await abrir(page);
  const form = page.getByRole('form', { name: 'Registrar egreso' });
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expectNotice(page, 'Error de Validación', 'Debe seleccionar una máquina y una categoría.');
  await expect(form.getByText('La descripción es obligatoria.')).toBeVisible();

  const descripcion = `Filtro e2e ${Date.now().toString(36)}`;
  await form.getByLabel('Categoría').selectOption({ label: 'MANTENIMIENTO' });
  await form.getByLabel('Descripción').fill(descripcion);
  await form.getByLabel('Monto').fill('250.75');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expectNotice(page, '¡Operación Exitosa!', 'El egreso se ha registrado correctamente.');

  const fila = page.locator('table tr', { hasText: descripcion });
  await expect(fila).toContainText('$ 250.75 MXN');
  const id = (await fila.locator('td').first().textContent())?.trim();
  await fila.getByRole('button', { name: `Editar ${id}` }).click();
  const dialogo = page.getByRole('dialog', { name: 'Editar Registro' });
  await dialogo.getByLabel('Monto').fill('300');
  await dialogo.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(dialogo).toBeHidden();
  await expect(fila).toContainText('$ 300.00 MXN');

  await fila.getByRole('button', { name: `Eliminar ${id}` }).click();
  await acceptConfirm(page, `¿Eliminar el egreso #${id} de MANTENIMIENTO por $ 300.00?`);
  await expect(fila).toBeHidden();
  await page.getByText('Egresos eliminados').click();
  const eliminado = page.locator('table tr', { hasText: descripcion });
  await eliminado.getByRole('button', { name: 'Restaurar' }).click();
  await expect(eliminado).toBeHidden();
  await page.getByText('Egresos activos').click();
  await expect(page.locator('table tr', { hasText: descripcion })).toBeVisible();
});

test('accesibilidad y capturas de egresos', async ({ page }) => {
  await abrir(page);
  await checkScreen(page, 'egresos', async (width) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('table tbody tr').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible({
      visible: width > 991,
    });
  });
});
