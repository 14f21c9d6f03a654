// The audit log in Chromium: a change made through the API appears with its user in the screens' words; the filters,
// the period, the sort, the search and the export work; dates read dd/mm/aaaa with the time; on a phone each change
// is a card.

import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { adminToken, apiOne, checkScreen, loginAs } from './helpers.ts';

const filas = (page: Page) => page.getByRole('region', { name: 'Bitácora' }).locator('tbody tr');

test('un cambio aparece en la bitácora con su usuario y en palabras de las pantallas; se filtra por tabla, acción y usuario', async ({
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
  await page.getByLabel('Tabla').selectOption({ label: 'Máquinas' });
  const cambio = filas(page).filter({ hasText: 'Estatus: ACTIVA → INACTIVA' }).first();
  await expect(cambio).toContainText('admin');
  await expect(cambio).toContainText('Máquinas');
  await expect(cambio).toContainText('Cambio');
  await expect(cambio).toContainText(String(maquina.id_maquina));
  await expect(filas(page).filter({ hasText: nombre }).filter({ hasText: 'Alta' })).toBeVisible();
  await page.getByLabel('Acción').selectOption({ label: 'Cambio' });
  await expect(filas(page).filter({ hasText: 'Alta' })).toHaveCount(0);
  await page.getByLabel('Usuario', { exact: true }).selectOption({ label: 'admin' });
  await expect(cambio).toBeVisible();
  // The filters live in the URL: a reload keeps them.
  await page.reload();
  await expect(page.getByLabel('Tabla')).toHaveValue('maquinas');
  await expect(cambio).toBeVisible();
  await checkScreen(page, 'bitacora', async (width) => {
    await expect(cambio).toBeVisible();
    await expect(cambio).toContainText('ACTIVA → INACTIVA');
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible({
      visible: width > 991,
    });
  });
});

test('ordena por acción en el servidor, busca en los valores y exporta lo que se ve', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const nombre = `Peña ${Date.now().toString(36)}`;
  await apiOne(request, token, '/maquina/new', { nombre, estatus: 'ACTIVA' });
  await loginAs(page);
  await page.goto('/dashboard/bitacora');
  await page.getByRole('button', { name: 'Acción' }).click();
  await expect(page.getByRole('columnheader', { name: 'Acción' })).toHaveAttribute('aria-sort', 'ascending');
  // INSERT < UPDATE: the first page of the whole log, sorted by action, holds only additions.
  await expect(filas(page).filter({ hasText: 'Cambio' })).toHaveCount(0);
  await page.getByLabel('Buscar').fill(nombre.toUpperCase().replace('Ñ', 'N'));
  await expect(filas(page)).toHaveCount(1);
  await expect(filas(page).first()).toContainText(`Nombre: ${nombre}`);
  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('button', { name: 'CSV (Excel, hojas de cálculo)' }).click();
  const archivo = await descarga;
  expect(archivo.suggestedFilename()).toBe('bitacora.csv');
  const csv = parse((await readFile(await archivo.path(), 'utf8')).replace(/^\uFEFF/, ''), {
    relax_column_count: true,
  }) as string[][];
  const cabecera = csv.findIndex((f) => f[0] === 'Fecha');
  expect(csv.slice(cabecera + 1)).toHaveLength(1);
  expect(csv[cabecera + 1]).toEqual(
    expect.arrayContaining(['admin', 'Máquinas', 'Alta', expect.stringContaining(`Nombre: ${nombre}`)]),
  );
});

test('las fechas se leen dd/mm/aaaa con la hora, y el periodo de un día también', async ({ page }) => {
  await loginAs(page);
  await page.goto('/dashboard/bitacora');
  const fecha = filas(page).first().locator('td').first();
  await expect(fecha).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
  const dia = (await fecha.textContent())!.slice(0, 10);
  await page.getByLabel('Periodo').selectOption({ label: 'Personalizado' });
  for (const extremo of ['Desde', 'Hasta']) {
    const campo = page.getByLabel(extremo);
    await expect(campo).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await campo.fill(dia);
    await campo.press('Enter');
  }
  await expect(page).toHaveURL(/desde=.*hasta=/);
  for (const celda of await filas(page).locator('td:first-child').allTextContents()) {
    expect(celda.startsWith(dia)).toBe(true);
  }
});

test.describe('en un navegador en inglés', () => {
  test.use({ locale: 'en-US' });

  test('el calendario del periodo nombra los meses en español', async ({ page }) => {
    await loginAs(page);
    await page.goto('/dashboard/bitacora');
    await page.getByLabel('Periodo').selectOption({ label: 'Personalizado' });
    await page.getByLabel('Desde').fill('15/03/2026');
    const calendario = page.getByRole('dialog', { name: 'Elegir fecha' });
    await expect(calendario).toContainText('marzo 2026');
    await expect(calendario).toContainText(/lu/i);
    await expect(calendario).not.toContainText('March');
  });
});
