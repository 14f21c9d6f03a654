// The audit log in Chromium: a change made through the API appears with its user, and the filters work.
import { expect, test } from '@playwright/test';
import { adminToken, apiOne, checkScreen, loginAs } from './helpers.ts';

test('un cambio aparece en la bitácora con su usuario, y se filtra por tabla y usuario', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const nombre = `Bitácora ${Date.now().toString(36)}`;
  const maquina = await apiOne<{ id_maquina: number }>(request, token, '/maquina/new', {
    nombre,
    estatus: 'ACTIVA',
  });
  await apiOne(request, token, '/maquina/editar', {
    id_maquina: maquina.id_maquina,
    nombre,
    estatus: 'INACTIVA',
  });

  await loginAs(page);
  await page.goto('/dashboard/bitacora');
  await page.getByLabel('Tabla').selectOption('maquinas');
  const cambio = page.locator('tbody tr', { hasText: 'ACTIVA → INACTIVA' }).first();
  await expect(cambio).toContainText('admin');
  await expect(cambio).toContainText('Cambio');
  await expect(cambio).toContainText(String(maquina.id_maquina));
  await expect(page.locator('tbody tr', { hasText: nombre }).filter({ hasText: 'Alta' })).toBeVisible();
  await page.getByLabel('Usuario', { exact: true }).selectOption({ label: 'admin' });
  await expect(cambio).toBeVisible();
  await checkScreen(page, 'bitacora', async (width) => {
    await expect(cambio).toBeVisible();
    await expect(cambio).toContainText('ACTIVA → INACTIVA');
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible({
      visible: width > 991,
    });
  });
});
