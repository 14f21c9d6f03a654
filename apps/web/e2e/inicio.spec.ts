// Home panel in Chromium: the cards show the server's figures for the chosen machine and month, and the annual totals
// are a list: sort, search, the totals of all it matches, pages, the view kept in the URL, cards on a phone, export
// and print.
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { ANCHOS, adminToken, apiCall, checkScreen, loginAs } from './helpers.ts';

const dinero = (n: number) =>
  `$ ${new Intl.NumberFormat('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)} MXN`;
const MAQUINA = 'Máquina Plaza Sur';
const tabla = (page: Page) =>
  page.getByRole('region', { name: 'Totales anuales por producto', exact: true }).locator('table');

type Anual = {
  nombre_producto: string;
  año: number;
  cantidad_total: number;
  precio_unitario: number;
  subtotal_anual: number;
};

async function idDe(request: APIRequestContext, token: string) {
  const maquinas = await apiCall<{ id_maquina: number; nombre: string }>(request, token, '/maquina');
  return maquinas.find((m) => m.nombre === MAQUINA)?.id_maquina ?? 0;
}

/** The machine's annual list as the API answers it with these list parameters. */
async function anualDeApi(request: APIRequestContext, extra: Record<string, unknown>) {
  const token = await adminToken(request);
  const res = await request.post('/venta/maquina/total/anual', {
    data: { id_maquina: await idDe(request, token), pagina: 1, por_pagina: 10, ...extra },
    headers: { autorizado: token },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as {
    total: number;
    totales: { cantidad_total: number; subtotal_anual: number };
    resultados: Anual[];
  };
}

async function abrir(page: Page, width: number) {
  await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
  await loginAs(page);
  await page.getByLabel('Máquina', { exact: true }).selectOption({ label: MAQUINA });
  await expect(tabla(page).locator('tbody tr').first()).toBeVisible();
}

test('el panel muestra los totales del mes y la lista anual de la máquina elegida', async ({
  page,
  request,
}) => {
  await loginAs(page);
  await expect(page.getByRole('heading', { name: 'Bienvenido al Dashboard' })).toBeVisible();
  await expect(page.getByText('Seleccione una máquina para ver sus totales.')).toBeVisible();

  const token = await adminToken(request);
  const id_maquina = await idDe(request, token);
  const mes = '2026-10';
  const [mensual] = await apiCall<{ total_por_mes: number; total_egresos: number; neto: number }>(
    request,
    token,
    '/venta/maquina/total/mes',
    { mes, id_maquina },
  );
  // The charts' call, without list parameters: every row.
  const todas = await apiCall<Anual>(request, token, '/venta/maquina/total/anual', { id_maquina });
  const pagina = await anualDeApi(request, {});
  expect(pagina.total).toBe(todas.length);

  await page.getByLabel('Máquina', { exact: true }).selectOption({ label: MAQUINA });
  // The month reads mm/aaaa, whatever the browser's language.
  await page.getByLabel('Mes', { exact: true }).fill('10/2026');
  await page.getByLabel('Mes', { exact: true }).press('Enter');
  await expect(page.getByTestId('Ventas del mes')).toHaveText(dinero(mensual!.total_por_mes));
  await expect(page.getByTestId('Egresos del mes')).toHaveText(dinero(mensual!.total_egresos));
  await expect(page.getByTestId('Neto')).toHaveText(dinero(mensual!.neto));
  // A page of ten, newest year first, as the server reads it; the pager goes on to the rest.
  const filas = tabla(page).locator('tbody tr');
  await expect(filas).toHaveCount(Math.min(10, todas.length));
  await expect(filas.first()).toContainText(dinero(pagina.resultados[0]!.subtotal_anual));
  await expect(page.getByText(`Mostrando 1–10 de ${todas.length}`)).toBeVisible();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText(`Mostrando 11–${todas.length} de ${todas.length}`)).toBeVisible();
  await expect(filas).toHaveCount(todas.length - 10);
  await expect(page.locator('figure').first().locator('svg').first()).toBeVisible();
  // The products chart still reads every row, not the list's page: a bar per product of the newest year.
  const ultimo = Math.max(...todas.map((a) => a.año));
  await expect(page.locator('figure').nth(1).locator('.av-barra')).toHaveCount(
    todas.filter((a) => a.año === ultimo).length,
  );
  // The charts' money axes read as money ($8 k), not as bare numbers.
  const marcas = page.locator('figure').first().locator('svg text');
  await expect(marcas.filter({ hasText: /^\$\d+(\.\d)?\sk$/ }).first()).toBeVisible();
  await expect(marcas.filter({ hasText: /^\d+(\.\d)?\sk$/ })).toHaveCount(0);

  // The default option empties the panel again.
  await page.getByLabel('Máquina', { exact: true }).selectOption({ value: '0' });
  await expect(page.getByText('Seleccione una máquina para ver sus totales.')).toBeVisible();
});

for (const width of ANCHOS) {
  test(`a ${width} px la lista anual ordena, busca, suma lo encontrado y recuerda la vista`, async ({
    page,
    request,
  }) => {
    await abrir(page, width);
    if (width === 390) {
      // A card per row, every field labelled, nothing sideways; the headers give way to the sort select.
      await expect(tabla(page).locator('thead')).toBeHidden();
      const fila = tabla(page).locator('tbody tr').first();
      await fila.scrollIntoViewIfNeeded();
      const caja = await fila.boundingBox();
      expect(caja && caja.x >= 0 && caja.x + caja.width <= 390).toBe(true);
      await expect(fila.locator('td[data-label="Subtotal"]')).toBeInViewport();
      await page.getByLabel('Ordenar por').selectOption({ label: 'Subtotal, de mayor a menor' });
    } else {
      await page.getByRole('button', { name: 'Subtotal' }).click();
      await page.getByRole('button', { name: 'Subtotal' }).click();
      await expect(tabla(page).getByRole('columnheader', { name: 'Subtotal' })).toHaveAttribute(
        'aria-sort',
        'descending',
      );
    }
    await expect(page).toHaveURL(/orden=-subtotal_anual/);
    const mayores = await anualDeApi(request, { orden: '-subtotal_anual' });
    await expect(tabla(page).locator('tbody tr').first()).toContainText(
      dinero(mayores.resultados[0]!.subtotal_anual),
    );

    // Without accents or case the product is found; the totals are those of every match, as the server sums them.
    await page.getByLabel('Buscar').fill('GARRAFON');
    const encontrados = await anualDeApi(request, { orden: '-subtotal_anual', buscar: 'garrafón' });
    expect(encontrados.total).toBeGreaterThan(0);
    await expect(page.getByText(`de ${encontrados.total}`)).toBeVisible();
    await expect(tabla(page).locator('tbody tr')).toHaveCount(Math.min(10, encontrados.total));
    for (const nombre of await tabla(page).locator('tbody td[data-label="Producto"]').allTextContents()) {
      expect(nombre).toMatch(/^Garrafón/);
    }
    const totales = tabla(page).locator('tfoot tr');
    await expect(totales).toContainText(dinero(encontrados.totales.subtotal_anual));
    await expect(totales).toContainText(encontrados.totales.cantidad_total.toLocaleString('es-MX'));
    await expect(tabla(page).locator('tbody tr').first()).toContainText(
      dinero(encontrados.resultados[0]!.subtotal_anual),
    );

    // The machine, the search and the order survive a reload.
    await expect(page).toHaveURL(/buscar=GARRAFON/);
    await page.reload();
    await expect(page.getByLabel('Máquina', { exact: true }).locator('option:checked')).toHaveText(MAQUINA);
    await expect(page.getByLabel('Buscar')).toHaveValue('GARRAFON');
    await expect(totales).toContainText(dinero(encontrados.totales.subtotal_anual));
    if (width === 390) {
      await expect(page.getByLabel('Ordenar por')).toHaveValue('-subtotal_anual');
    } else {
      await expect(tabla(page).getByRole('columnheader', { name: 'Subtotal' })).toHaveAttribute(
        'aria-sort',
        'descending',
      );
    }
    const desborde = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(desborde, 'la página se desplaza a los lados').toBeLessThanOrEqual(0);
  });
}

/** Starts an export of the list from its menu and waits for the file. */
async function exportar(page: Page, opcion: string) {
  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('button', { name: opcion }).click();
  return descarga;
}

test('exportar la lista anual descarga todo lo encontrado, en su orden, con sus totales', async ({
  page,
  request,
}) => {
  await abrir(page, 1280);
  await page.getByLabel('Buscar').fill('botella');
  await page.getByRole('button', { name: 'Cantidad' }).click();
  const api = await anualDeApi(request, { buscar: 'botella', orden: 'cantidad_total', por_pagina: 100 });
  await expect(page.getByText(`de ${api.total}`)).toBeVisible();

  const xlsx = await exportar(page, 'Excel (.xlsx)');
  expect(xlsx.suggestedFilename()).toBe('ventas-anuales-maquina-plaza-sur.xlsx');
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.readFile(await xlsx.path());
  const filas = (libro.worksheets[0]?.getSheetValues() ?? []).filter(Boolean) as unknown[][];
  expect(filas.some((f) => f.includes('Búsqueda') && f.includes('botella'))).toBe(true);
  const cabecera = filas.findIndex((f) => f.includes('Producto'));
  const subtotal = filas[cabecera]?.indexOf('Subtotal') ?? -1;
  // Every match, not one page, in the list's order: the rows between the header and the totals.
  expect(filas.slice(cabecera + 1, -1).map((f) => f[subtotal])).toEqual(
    api.resultados.map((a) => a.subtotal_anual),
  );
  expect(filas.at(-1)?.[subtotal]).toBe(api.totales.subtotal_anual);

  const csv = await exportar(page, 'CSV (Excel, hojas de cálculo)');
  expect(csv.suggestedFilename()).toBe('ventas-anuales-maquina-plaza-sur.csv');
  const texto = parse((await readFile(await csv.path(), 'utf8')).replace(/^\uFEFF/, '')) as string[][];
  // The table alone: the header, then every match (the search and the totals are the .xlsx's).
  expect(texto[0]?.[0]).toBe('Producto');
  expect(texto.slice(1).map((f) => [f[0], Number(f[1]), Number(f[2])])).toEqual(
    api.resultados.map((a) => [a.nombre_producto, a.año, a.cantidad_total]),
  );
});

test('al imprimir sale la lista anual con su búsqueda y orden, sin controles ni gráficas', async ({
  page,
}) => {
  await abrir(page, 1280);
  await page.getByLabel('Buscar').fill('hielo');
  await page.getByRole('button', { name: 'Año' }).click();
  await expect(page).toHaveURL(/buscar=hielo/);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Totales anuales por producto' })).toBeVisible();
  await expect(page.getByText('Buscar: hielo · Ordenar por: Año, de menor a mayor')).toBeVisible();
  await expect(tabla(page).locator('tfoot')).toBeVisible();
  await expect(page.getByLabel('Buscar')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Exportar' })).toBeHidden();
  await expect(page.locator('figure').first()).toBeHidden();
  await expect(page.getByTestId('Ventas del mes')).toBeHidden();
});

test('accesibilidad y capturas del inicio', async ({ page }) => {
  await loginAs(page);
  await page.getByLabel('Máquina', { exact: true }).selectOption({ label: 'Máquina Centro' });
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  await checkScreen(page, 'inicio', async (width) => {
    await expect(page.locator('table tbody tr').first()).toBeVisible();
    await expect(page.locator('table tfoot')).toBeVisible();
    await expect(page.locator('figure').first().locator('svg').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible({
      visible: width > 991,
    });
  });
});
