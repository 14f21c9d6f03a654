// Ajustes in Chromium: the ADMIN changes the corte's tolerance, the days without a sale or a corte and a reading
// range, the screen reads them back after a reload, a refused value is told on its field and saves nothing, and an
// operator cannot open it.
import { expect, test } from '@playwright/test';
import { adminToken, apiCall, checkScreen, DEMO_OPERADOR, expectNotice, loginAs } from './helpers.ts';

/** The settings as the demo starts with them, put back for the other specs. */
let originales: Record<string, unknown>;
test.beforeAll(async ({ request }) => {
  [originales] = (await apiCall(request, await adminToken(request), '/ajustes', {})) as [
    Record<string, unknown>,
  ];
});
test.afterAll(async ({ request }) => {
  await apiCall(request, await adminToken(request), '/ajustes/editar', originales);
});

test('el administrador guarda los ajustes y los vuelve a leer', async ({ page, request }) => {
  await loginAs(page);
  await page.goto('/dashboard/ajustes');
  const form = page.getByRole('form', { name: 'Ajustes del negocio' });
  const monto = form.getByLabel('Tolerancia en pesos');
  await expect(monto).toHaveValue('20');
  await expect(form.getByText('Una diferencia mayor a $ 20.00 o al 2 % de lo esperado')).toBeVisible();

  const entrada = form.getByRole('group', { name: 'Entrada (agua que llega a la máquina)' });
  const producto = form.getByRole('group', { name: 'Producto (agua purificada que se vende)' });
  // NOM-127-SSA1-2021 at the inlet; the product's chlorine has a maximum only.
  await expect(entrada.getByLabel('Cloro residual libre mínimo')).toHaveValue('0.2');
  await expect(entrada.getByLabel('Cloro residual libre máximo')).toHaveValue('1.5');
  await expect(entrada.getByLabel('pH mínimo')).toHaveValue('6.5');
  await expect(entrada.getByLabel('pH máximo')).toHaveValue('8.5');
  await expect(entrada.getByLabel('Sólidos disueltos totales máximo')).toHaveValue('1000');
  await expect(producto.getByLabel('Cloro residual libre mínimo')).toHaveCount(0);
  await expect(producto.getByLabel('Cloro residual libre máximo')).toHaveValue('0.1');
  await expect(form.getByLabel('Días sin corte para avisar (máquinas que venden por venta)')).toHaveValue(
    '7',
  );

  await checkScreen(page, 'ajustes', async () => {
    await expect(form.getByLabel('Días sin venta para marcar una máquina')).toBeVisible();
    await expect(producto.getByLabel('Sólidos disueltos totales máximo')).toBeVisible();
  });

  // A range upside down is told on its maximum, and nothing is sent.
  await entrada.getByLabel('pH máximo').fill('6');
  await form.getByRole('button', { name: 'Guardar ajustes' }).click();
  await expect(entrada.getByText('El máximo no puede ser menor que el mínimo.')).toBeVisible();
  await entrada.getByLabel('pH máximo').fill('8.5');

  await monto.fill('-5');
  await form.getByRole('button', { name: 'Guardar ajustes' }).click();
  await expect(
    form.getByText('La tolerancia en pesos debe ser 0 o mayor, con máximo 2 decimales.'),
  ).toBeVisible();

  await monto.fill('25.50');
  await form.getByLabel('Tolerancia en porcentaje del esperado').fill('3');
  await form.getByLabel('Días sin venta para marcar una máquina').fill('5');
  await form.getByLabel('Días sin corte para avisar (máquinas que venden por venta)').fill('10');
  await producto.getByLabel('Sólidos disueltos totales máximo').fill('450');
  await form.getByRole('button', { name: 'Guardar ajustes' }).click();
  await expectNotice(page, '¡Operación Exitosa!', 'Los ajustes se han guardado correctamente.');

  await page.reload();
  await expect(form.getByLabel('Tolerancia en pesos')).toHaveValue('25.5');
  await expect(form.getByLabel('Tolerancia en porcentaje del esperado')).toHaveValue('3');
  await expect(form.getByLabel('Días sin venta para marcar una máquina')).toHaveValue('5');
  await expect(form.getByLabel('Días sin corte para avisar (máquinas que venden por venta)')).toHaveValue(
    '10',
  );
  await expect(producto.getByLabel('Sólidos disueltos totales máximo')).toHaveValue('450');
  const token = await adminToken(request);
  const [guardados] = await apiCall(request, token, '/ajustes', {});
  expect(guardados).toMatchObject({
    corte_tolerancia_monto: 25.5,
    alerta_dias_sin_venta: 5,
    alerta_dias_sin_corte: 10,
    producto_sdt_max: 450,
    entrada_ph_max: 8.5,
  });
});

test('un operador no ve Ajustes en el menú ni puede abrirlo', async ({ page }) => {
  await loginAs(page, DEMO_OPERADOR.username, DEMO_OPERADOR.password);
  await expect(page.getByRole('link', { name: 'Inicio' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ajustes' })).toHaveCount(0);
  await page.goto('/dashboard/ajustes');
  await expect(page).toHaveURL(/\/unauthorized$/);
});
