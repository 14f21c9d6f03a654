// Expenses in Chromium: validation, create, edit, delete and restore for a machine, and the list's sort, period and totals.
import { expect, type Page, test } from '@playwright/test';
import { acceptConfirm, adminToken, apiCall, checkScreen, expectNotice, loginAs } from './helpers.ts';

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

test('la lista de egresos ordena por monto y suma todo lo filtrado, no solo la página', async ({
  page,
  request,
}) => {
  await abrir(page);
  await page.getByRole('button', { name: 'Monto' }).click();
  await expect(page.getByRole('columnheader', { name: 'Monto' })).toHaveAttribute('aria-sort', 'ascending');
  await page.getByLabel('Periodo').selectOption({ label: 'Este año' });
  await expect(page).toHaveURL(/periodo=anio/);

  const token = await adminToken(request);
  const maquinas = await apiCall<{ id_maquina: number; nombre: string }>(request, token, '/maquina');
  const id_maquina = maquinas.find((m) => m.nombre === 'Máquina Mercado Norte')?.id_maquina;
  const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
  const res = await request.post('/egresos', {
    data: {
      id_maquina,
      pagina: 1,
      por_pagina: 10,
      orden: 'monto',
      desde: `${hoy.slice(0, 4)}-01-01`,
      hasta: hoy,
    },
    headers: { autorizado: token },
  });
  const api = (await res.json()) as {
    total: number;
    totales: { monto: number };
    resultados: { id_egreso: number }[];
  };
  expect(api.total).toBeGreaterThan(0);
  await expect(page.locator('table tbody tr td:first-child').first()).toHaveText(
    String(api.resultados[0]?.id_egreso),
  );
  await expect(page.locator('table tfoot')).toContainText(
    `$ ${api.totales.monto.toLocaleString('es-MX', { minimumFractionDigits: 2 })} MXN`,
  );
  await expect(page.getByText(`de ${api.total.toLocaleString('es-MX')}`)).toBeVisible();
});
