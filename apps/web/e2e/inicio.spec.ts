// Home panel in Chromium: the cards and the annual table show the server's figures for the chosen machine and month.
import { expect, test } from '@playwright/test';
import { adminToken, apiCall, checkScreen, loginAs } from './helpers.ts';

const dinero = (n: number) =>
  `$ ${new Intl.NumberFormat('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)} MXN`;

test('el panel muestra los totales del mes y anuales de la máquina elegida', async ({ page, request }) => {
  await loginAs(page);
  await expect(page.getByRole('heading', { name: 'Bienvenido al Dashboard' })).toBeVisible();
  await expect(page.getByText('Seleccione una máquina para ver sus totales.')).toBeVisible();

  const token = await adminToken(request);
  const maquinas = await apiCall<{ id_maquina: number; nombre: string }>(request, token, '/maquina');
  const id_maquina = maquinas.find((m) => m.nombre === 'Máquina Plaza Sur')!.id_maquina;
  const mes = '2026-10';
  const [mensual] = await apiCall<{ total_por_mes: number; total_egresos: number; neto: number }>(
    request,
    token,
    '/venta/maquina/total/mes',
    { mes, id_maquina },
  );
  const anual = await apiCall<{ nombre_producto: string; año: number; subtotal_anual: number }>(
    request,
    token,
    '/venta/maquina/total/anual',
    { id_maquina },
  );

  await page.getByLabel('Máquina', { exact: true }).selectOption({ label: 'Máquina Plaza Sur' });
  // The month reads mm/aaaa, whatever the browser's language.
  await page.getByLabel('Mes', { exact: true }).fill('10/2026');
  await page.getByLabel('Mes', { exact: true }).press('Enter');
  await expect(page.getByTestId('Ventas del mes')).toHaveText(dinero(mensual!.total_por_mes));
  await expect(page.getByTestId('Egresos del mes')).toHaveText(dinero(mensual!.total_egresos));
  await expect(page.getByTestId('Neto')).toHaveText(dinero(mensual!.neto));
  const filas = page.locator('table tbody tr');
  await expect(filas).toHaveCount(anual.length);
  await expect(filas.first()).toContainText(dinero(anual[0]!.subtotal_anual));
  await expect(page.locator('figure').first().locator('svg').first()).toBeVisible();
  // The charts' money axes read as money ($8 k), not as bare numbers.
  const marcas = page.locator('figure').first().locator('svg text');
  await expect(marcas.filter({ hasText: /^\$\d+(\.\d)?\sk$/ }).first()).toBeVisible();
  await expect(marcas.filter({ hasText: /^\d+(\.\d)?\sk$/ })).toHaveCount(0);

  // The default option empties the panel again.
  await page.getByLabel('Máquina', { exact: true }).selectOption({ value: '0' });
  await expect(page.getByText('Seleccione una máquina para ver sus totales.')).toBeVisible();
});

test('accesibilidad y capturas del inicio', async ({ page }) => {
  await loginAs(page);
  await page.getByLabel('Máquina', { exact: true }).selectOption({ label: 'Máquina Centro' });
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  await checkScreen(page, 'inicio', async (width) => {
    await expect(page.locator('table tbody tr').first()).toBeVisible();
    await expect(page.locator('figure').first().locator('svg').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible({
      visible: width > 991,
    });
  });
});
