// An ADMIN downloads a consistent backup of the running server from the user menu; others do not see it.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { DEMO_OPERADOR, loginAs } from './helpers.ts';

test('un ADMIN descarga un respaldo completo desde el menú del usuario', async ({ page }) => {
  await loginAs(page);
  await page.getByRole('button', { name: /Administrador/ }).click();
  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar respaldo' }).click();
  const archivo = await descarga;
  expect(archivo.suggestedFilename()).toMatch(/^aguavend-respaldo-\d{4}-\d{2}-\d{2}\.json$/);
  const respaldo = JSON.parse(readFileSync(await archivo.path(), 'utf8'));
  expect(respaldo.formato).toBe('aguavend-respaldo');
  expect(respaldo.tablas.ventas_maquina.length).toBeGreaterThan(100);
  expect(respaldo.tablas.usuarios.map((u: { username: string }) => u.username)).toContain('operador1');
});

test('un usuario sin ADMIN no ve la descarga y el servidor se la niega', async ({ page }) => {
  await loginAs(page, DEMO_OPERADOR.username, DEMO_OPERADOR.password);
  await page.getByRole('button', { name: /Juan/ }).click();
  await expect(page.getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Descargar respaldo' })).toHaveCount(0);
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const res = await page.request.post('/respaldo', { headers: { autorizado: token ?? '' } });
  expect(res.status()).toBe(403);
});
