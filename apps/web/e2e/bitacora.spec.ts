// The audit log in Chromium: a change made through the API appears with its user, and the filters work; dates read
// dd/mm/aaaa with the time, and the day filter speaks Spanish even in an English browser.
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

test('las fechas se leen dd/mm/aaaa con la hora, y el filtro por día también', async ({ page }) => {
  await loginAs(page);
  await page.goto('/dashboard/bitacora');
  const fecha = page.locator('tbody tr').first().locator('td').first();
  await expect(fecha).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  const dia = (await fecha.textContent())!.slice(0, 10);
  const filtro = page.getByLabel('Filtrar por fecha');
  await expect(filtro).toHaveAttribute('placeholder', 'dd/mm/aaaa');
  await filtro.fill(dia);
  await filtro.press('Enter');
  await expect(page.locator('tbody tr').first().locator('td').first()).toHaveText(new RegExp(`^${dia}`));
  for (const celda of await page.locator('tbody tr td:first-child').allTextContents()) {
    expect(celda.startsWith(dia)).toBe(true);
  }
});

test.describe('en un navegador en inglés', () => {
  test.use({ locale: 'en-US' });

  test('el calendario del filtro nombra los meses en español', async ({ page }) => {
    await loginAs(page);
    await page.goto('/dashboard/bitacora');
    await page.getByLabel('Filtrar por fecha').fill('15/03/2026');
    const calendario = page.getByRole('dialog', { name: 'Elegir fecha' });
    await expect(calendario).toContainText('marzo 2026');
    await expect(calendario).toContainText(/lu/i);
    await expect(calendario).not.toContainText('March');
  });
});
