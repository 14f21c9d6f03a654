// Catalogs in Chromium: create and edit a machine and a product; a category; validation messages.
import { expect, test } from '@playwright/test';
import { checkScreen, loginAs } from './helpers.ts';

test('crear y editar una máquina, un producto y una categoría', async ({ page }) => {
  const run = Date.now().toString(36);
  await loginAs(page);
  await page.goto('/dashboard/catalogos');

  const maquinas = page.getByRole('form', { name: 'Agregar Máquinas' });
  await maquinas.getByRole('button', { name: 'Agregar' }).click();
  await expect(maquinas.getByText('El nombre es obligatorio.')).toBeVisible();
  await maquinas.getByLabel('Nombre').fill(`Máquina ${run}`);
  await maquinas.getByRole('button', { name: 'Agregar' }).click();
  const fila = page.locator('table tr', { hasText: `Máquina ${run}` });
  await expect(fila).toContainText('ACTIVA');
  await fila.getByRole('button', { name: /Editar/ }).click();
  const dialogo = page.getByRole('dialog', { name: 'Editar Registro' });
  await dialogo.getByLabel('Estatus').selectOption('INACTIVA');
  await dialogo.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(fila).toContainText('INACTIVA');

  await page.getByRole('tab', { name: 'Productos' }).click();
  const productos = page.getByRole('form', { name: 'Agregar Productos' });
  await productos.getByLabel('Nombre').fill(`Agua ${run}`);
  await productos.getByLabel('Precio').fill('1.234');
  await productos.getByLabel('Existencias').fill('10');
  await productos.getByRole('button', { name: 'Agregar' }).click();
  await expect(productos.getByText('El precio debe ser mayor a 0 con máximo 2 decimales.')).toBeVisible();
  await productos.getByLabel('Precio').fill('15.50');
  await productos.getByRole('button', { name: 'Agregar' }).click();
  const producto = page.locator('table tr', { hasText: `Agua ${run}` });
  await expect(producto).toContainText('$ 15.50 MXN');
  await producto.getByRole('button', { name: /Editar/ }).click();
  await dialogo.getByLabel('Existencias').fill('25');
  await dialogo.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(producto).toContainText('25');

  await page.getByRole('tab', { name: 'Categorías' }).click();
  const categorias = page.getByRole('form', { name: 'Agregar Categorías' });
  await categorias.getByLabel('Tipo').fill(`gasto ${run}`);
  await categorias.getByRole('button', { name: 'Agregar' }).click();
  await expect(page.locator('table tr', { hasText: `GASTO ${run.toUpperCase()}` })).toBeVisible();
  await categorias.getByLabel('Tipo').fill(`gasto ${run}`);
  await categorias.getByRole('button', { name: 'Agregar' }).click();
  await expect(categorias.getByText('Ya existe una categoría con ese tipo.')).toBeVisible();
});

test('accesibilidad y capturas de catálogos', async ({ page }) => {
  await loginAs(page);
  await page.goto('/dashboard/catalogos');
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  await checkScreen(page, 'catalogos', async (width) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('table tbody tr').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible({
      visible: width > 991,
    });
  });
});
