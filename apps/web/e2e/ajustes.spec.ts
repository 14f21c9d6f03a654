// Ajustes in Chromium: the ADMIN changes the corte's tolerance and the days without a sale, the screen reads them
// back after a reload, a refused value is told on its field and saves nothing, and an operator cannot open it.
import { expect, test } from '@playwright/test';
import { adminToken, apiCall, checkScreen, DEMO_OPERADOR, expectNotice, loginAs } from './helpers.ts';

test.afterAll(async ({ request }) => {
  // Leave contract §8's defaults for the other specs.
  const token = await adminToken(request);
  await apiCall(request, token, '/ajustes/editar', {
    corte_tolerancia_monto: 20,
    corte_tolerancia_porcentaje: 2,
    id_producto_agua: null,
    alerta_dias_sin_venta: 2,
  });
});

test('el administrador guarda los ajustes y los vuelve a leer', async ({ page, request }) => {
  await loginAs(page);
  await page.goto('/dashboard/ajustes');
  const form = page.getByRole('form', { name: 'Ajustes del negocio' });
  const monto = form.getByLabel('Tolerancia en pesos');
  await expect(monto).toHaveValue('20');
  await expect(form.getByText('Una diferencia mayor a $ 20.00 o al 2 % de lo esperado')).toBeVisible();

  await checkScreen(page, 'ajustes', async () => {
    await expect(form.getByLabel('Días sin venta para marcar una máquina')).toBeVisible();
  });

  await monto.fill('-5');
  await form.getByRole('button', { name: 'Guardar ajustes' }).click();
  await expect(
    form.getByText('La tolerancia en pesos debe ser 0 o mayor, con máximo 2 decimales.'),
  ).toBeVisible();

  await monto.fill('25.50');
  await form.getByLabel('Tolerancia en porcentaje del esperado').fill('3');
  await form.getByLabel('Días sin venta para marcar una máquina').fill('5');
  await form.getByRole('button', { name: 'Guardar ajustes' }).click();
  await expectNotice(page, '¡Operación Exitosa!', 'Los ajustes se han guardado correctamente.');

  await page.reload();
  await expect(form.getByLabel('Tolerancia en pesos')).toHaveValue('25.5');
  await expect(form.getByLabel('Tolerancia en porcentaje del esperado')).toHaveValue('3');
  await expect(form.getByLabel('Días sin venta para marcar una máquina')).toHaveValue('5');
  const token = await adminToken(request);
  const [guardados] = await apiCall(request, token, '/ajustes', {});
  expect(guardados).toMatchObject({ corte_tolerancia_monto: 25.5, alerta_dias_sin_venta: 5 });
});

test('un operador no ve Ajustes en el menú ni puede abrirlo', async ({ page }) => {
  await loginAs(page, DEMO_OPERADOR.username, DEMO_OPERADOR.password);
  await expect(page.getByRole('link', { name: 'Inicio' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ajustes' })).toHaveCount(0);
  await page.goto('/dashboard/ajustes');
  await expect(page).toHaveURL(/\/unauthorized$/);
});
