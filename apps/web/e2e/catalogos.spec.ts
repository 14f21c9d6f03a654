// Catalogs in Chromium: create and edit a machine, a product and a category with their validation messages, and
// each catalog as a list: server paging, sort by a header, search, page size, the view kept in the URL, another tab
// starting afresh, an export opened as a spreadsheet, print, and cards on a phone.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ANCHOS, adminToken, apiCall, checkScreen, loginAs } from './helpers.ts';

const tabla = (page: Page) => page.locator('table');
const filas = (page: Page) => tabla(page).locator('tbody tr');

async function abrir(page: Page, catalogo = '') {
  await loginAs(page);
  await page.goto(`/dashboard/catalogos${catalogo ? `?catalogo=${catalogo}` : ''}`);
  await expect(filas(page).first()).toBeVisible();
}

/** A catalog's page as the API answers it with these list parameters. */
async function listaDeApi(request: APIRequestContext, ruta: string, extra: Record<string, unknown>) {
  const res = await request.post(ruta, {
    data: { pagina: 1, por_pagina: 10, ...extra },
    headers: { autorizado: await adminToken(request) },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as {
    total: number;
    totales?: Record<string, number>;
    resultados: Record<string, unknown>[];
  };
}

/** Twelve machines named `Lista <run> 01…12`, INACTIVA so no other screen's select offers them. */
async function doceMaquinas(request: APIRequestContext, run: string) {
  const token = await adminToken(request);
  for (let i = 1; i <= 12; i++) {
    const nombre = `Lista ${run} ${String(i).padStart(2, '0')}`;
    await apiCall(request, token, '/maquina/new', { nombre, estatus: 'INACTIVA' });
  }
}

test('crear y editar una máquina, un producto y una categoría', async ({ page }) => {
  const run = Date.now().toString(36);
  await abrir(page);
  // The list shows what the search finds: this run's records only, whatever page they would fall on.
  await page.getByLabel('Buscar').fill(run);
  await expect(page).toHaveURL(new RegExp(`buscar=${run}`));

  // A machine is created in the «Nueva máquina» dialog (decision 039); here without store or collector.
  await page.getByRole('button', { name: 'Nueva máquina' }).click();
  const maquinas = page.getByRole('dialog', { name: 'Nueva máquina' });
  await maquinas.getByRole('button', { name: 'Registrar máquina' }).click();
  await expect(maquinas.getByText('El nombre es obligatorio.')).toBeVisible();
  await maquinas.getByLabel('Nombre').fill(`Máquina ${run}`);
  await maquinas.getByRole('button', { name: 'Registrar máquina' }).click();
  await expect(page.getByText('La máquina se ha registrado correctamente.')).toBeVisible();
  const fila = filas(page).filter({ hasText: `Máquina ${run}` });
  await expect(fila).toContainText('ACTIVA');
  await fila.getByRole('button', { name: /Editar/ }).click();
  const dialogo = page.getByRole('dialog', { name: 'Editar Registro' });
  await dialogo.getByLabel('Estatus').selectOption('INACTIVA');
  await dialogo.getByLabel('Marca y modelo').fill('Purifika PX-2040');
  await dialogo.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(fila).toContainText('INACTIVA');
  await expect(fila).toContainText('Purifika PX-2040');

  await page.getByRole('tab', { name: 'Productos' }).click();
  await page.getByLabel('Buscar').fill(run);
  const productos = page.getByRole('form', { name: 'Agregar Productos' });
  await productos.getByLabel('Nombre').fill(`Agua ${run}`);
  await productos.getByLabel('Precio').fill('1.234');
  await productos.getByLabel('Existencias').fill('10');
  await productos.getByRole('button', { name: 'Agregar' }).click();
  await expect(productos.getByText('El precio debe ser mayor a 0 con máximo 2 decimales.')).toBeVisible();
  await productos.getByLabel('Precio').fill('15.50');
  await productos.getByRole('button', { name: 'Agregar' }).click();
  const producto = filas(page).filter({ hasText: `Agua ${run}` });
  await expect(producto).toContainText('$ 15.50 MXN');
  await producto.getByRole('button', { name: /Editar/ }).click();
  await dialogo.getByLabel('Existencias').fill('25');
  await dialogo.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(producto).toContainText('25');
  // The totals row sums the stock of everything found: this one product.
  await expect(tabla(page).locator('tfoot')).toContainText('25');
  // A minimum over the stock: the row says the stock is low (the STOCK_BAJO alert's rule).
  await expect(producto.getByRole('img', { name: 'Stock bajo' })).toHaveCount(0);
  await producto.getByRole('button', { name: /Editar/ }).click();
  await expect(dialogo.getByLabel('Stock mínimo')).toHaveValue('0');
  await dialogo.getByLabel('Stock mínimo').fill('30');
  await dialogo.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(producto.locator('td[data-label="Stock mínimo"]')).toHaveText('30');
  await expect(producto.getByRole('img', { name: 'Stock bajo' })).toBeVisible();

  await page.getByRole('tab', { name: 'Categorías' }).click();
  await page.getByLabel('Buscar').fill(run);
  const categorias = page.getByRole('form', { name: 'Agregar Categorías' });
  await categorias.getByLabel('Tipo').fill(`gasto ${run}`);
  await categorias.getByRole('button', { name: 'Agregar' }).click();
  await expect(filas(page).filter({ hasText: `GASTO ${run.toUpperCase()}` })).toBeVisible();
  await categorias.getByLabel('Tipo').fill(`gasto ${run}`);
  await categorias.getByRole('button', { name: 'Agregar' }).click();
  await expect(categorias.getByText('Ya existe una categoría con ese tipo.')).toBeVisible();
});

for (const ancho of ANCHOS) {
  test(`a ${ancho} px la lista pagina en el servidor, ordena, busca, cambia de tamaño y recuerda la vista`, async ({
    page,
    request,
  }) => {
    const run = `${Date.now().toString(36)}${ancho}`;
    await doceMaquinas(request, run);
    await page.setViewportSize({ width: ancho, height: ancho === 390 ? 844 : 800 });
    await abrir(page);

    // Search without regard to case: this run's twelve machines, ten a page.
    await page.getByLabel('Buscar').fill(`LISTA ${run.toUpperCase()}`);
    await expect(page.getByText('Mostrando 1–10 de 12')).toBeVisible();
    await expect(filas(page)).toHaveCount(10);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByText('Mostrando 11–12 de 12')).toBeVisible();
    await expect(filas(page)).toHaveCount(2);

    // By name, largest first, in the server's order: by the header on a wide screen, by the select on a phone.
    const nombre = page.getByRole('columnheader', { name: 'Nombre' });
    const ordenado = async () => {
      if (ancho === 390) {
        await expect(page.getByLabel('Ordenar por')).toHaveValue('-nombre');
      } else {
        await expect(nombre).toHaveAttribute('aria-sort', 'descending');
      }
      await expect(filas(page).first()).toContainText(`Lista ${run} 12`);
    };
    if (ancho === 390) {
      await page.getByLabel('Ordenar por').selectOption({ label: 'Nombre, de mayor a menor' });
    } else {
      await nombre.getByRole('button').click();
      await expect(nombre).toHaveAttribute('aria-sort', 'ascending');
      await nombre.getByRole('button').click();
    }
    await expect(page).toHaveURL(/orden=-nombre/);
    await ordenado();

    await page.getByLabel('Por página').selectOption('25');
    await expect(filas(page)).toHaveCount(12);
    await page.reload();
    await expect(page.getByLabel('Buscar')).toHaveValue(`LISTA ${run.toUpperCase()}`);
    await expect(page.getByLabel('Por página')).toHaveValue('25');
    await expect(filas(page)).toHaveCount(12);
    await ordenado();

    // Another catalog is another list: its view starts afresh, and so does this one's on coming back.
    await page.getByRole('tab', { name: 'Productos' }).click();
    await expect(page).toHaveURL(/\?catalogo=productos$/);
    await expect(page.getByLabel('Buscar')).toHaveValue('');
    await expect(page.getByRole('heading', { name: 'Productos' })).toBeVisible();
    await expect(filas(page).first()).toBeVisible();
    await page.getByRole('tab', { name: 'Máquinas' }).click();
    await expect(page).toHaveURL(/\?catalogo=maquinas$/);
    await expect(page.getByLabel('Buscar')).toHaveValue('');
    await expect(page.getByLabel('Por página')).toHaveValue('10');
  });
}

/**
 * «Nueva máquina» in one submit (issue 43, decision 039): the machine with its identity, price and sales mode, placed
 * at a store's address and given its collector; the list finds it by serial, the store's page shows it standing there.
 */
for (const ancho of ANCHOS) {
  test(`a ${ancho} px una máquina nueva se registra, se coloca y recibe su cobrador en un solo envío`, async ({
    page,
    request,
  }) => {
    const run = `${randomUUID().slice(0, 6)}${ancho}`;
    const token = await adminToken(request);
    const homoclave = randomUUID().replace(/-/g, '').slice(0, 3).toUpperCase();
    const [tienda] = await apiCall(request, token, '/tienda/new', {
      nombre_comercial: `Tienda alta ${run}`,
      razon_social: null,
      rfc: `ALTA010101${homoclave}`,
      tipo_persona: 'FISICA',
    });
    await apiCall(request, token, '/domicilio/new', {
      id_tienda: tienda.id_tienda,
      es_sucursal: 'NO',
      calle: `Calle ${run}`,
      numero_ext: '12',
      primer_cruzamiento: 'Calle 1',
      latitud: 20.97,
      longitud: -89.62,
    });
    await page.setViewportSize({ width: ancho, height: ancho === 390 ? 844 : 800 });
    await abrir(page);

    await page.getByRole('button', { name: 'Nueva máquina' }).click();
    const alta = page.getByRole('dialog', { name: 'Nueva máquina' });
    await alta.getByLabel('Nombre').fill(`Alta ${run}`);
    await alta.getByLabel('Modo de venta').selectOption('POR_CORTE');
    await alta.getByLabel('Precio por litro').fill('0.55');
    await alta.getByLabel('Lectura inicial').fill('1200');
    await alta.getByLabel('Número de serie').fill(`SN-${run}`);
    await alta.getByLabel('Marca y modelo').fill('AquaMatic 900');
    await alta.getByLabel('Tienda', { exact: true }).selectOption({ label: `Tienda alta ${run}` });
    await alta.getByLabel('Domicilio de la tienda').selectOption({ index: 1 });
    await alta.getByLabel('Cobrador').selectOption({ index: 1 });
    // Nothing spills sideways on a phone.
    const desborde = await alta.evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(desborde).toBeLessThanOrEqual(0);
    await alta.getByRole('button', { name: 'Registrar máquina' }).click();
    await expect(
      page.getByText('La máquina se ha registrado correctamente. Colocada en la tienda. Cobrador asignado.'),
    ).toBeVisible();
    await expect(alta).toBeHidden();

    // The list finds it by its serial number, and the server holds the three parts.
    await page.getByLabel('Buscar').fill(`SN-${run}`);
    await expect(filas(page)).toHaveCount(1);
    await expect(filas(page).first()).toContainText(`Alta ${run}`);
    const [maquina] = (await listaDeApi(request, '/maquina', { buscar: `SN-${run}` })).resultados;
    expect(maquina).toMatchObject({
      modo_venta: 'POR_CORTE',
      precio_litro: 0.55,
      marca_modelo: 'AquaMatic 900',
    });
    const ubicaciones = await apiCall(request, token, '/maquina/ubicaciones', {
      id_maquina: maquina?.id_maquina,
    });
    expect(ubicaciones.map((u) => u.tienda)).toEqual([`Tienda alta ${run}`]);

    // The same serial again: refused with its message, and nothing else is sent.
    await page.getByRole('button', { name: 'Nueva máquina' }).click();
    await alta.getByLabel('Nombre').fill(`Otra ${run}`);
    await alta.getByLabel('Número de serie').fill(`SN-${run}`);
    await alta.getByRole('button', { name: 'Registrar máquina' }).click();
    await expect(alta.getByText('Ya existe una máquina con ese número de serie.')).toBeVisible();
    await alta.getByRole('button', { name: 'Cancelar' }).click();
  });
}

test('exportar a Excel y a CSV descarga todo lo filtrado y ordenado, con sus filtros', async ({
  page,
  request,
}) => {
  await abrir(page, 'productos');
  await page.getByLabel('Buscar').fill('garrafon');
  await page.getByRole('button', { name: 'Precio' }).click();
  await expect(page).toHaveURL(/orden=precio/);
  const api = await listaDeApi(request, '/producto', { buscar: 'garrafon', orden: 'precio' });
  expect(api.total).toBeGreaterThan(0);
  await expect(page.getByText(`Mostrando 1–${api.total} de ${api.total}`)).toBeVisible();

  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('button', { name: 'Excel (.xlsx)' }).click();
  const archivo = await descarga;
  expect(archivo.suggestedFilename()).toBe('productos.xlsx');
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.readFile(await archivo.path());
  const hoja = (libro.worksheets[0]?.getSheetValues() ?? []).filter(Boolean) as unknown[][];
  expect(hoja.some((f) => f.includes('Búsqueda') && f.includes('garrafon'))).toBe(true);
  expect(hoja.some((f) => f.includes('Orden') && f.includes('Precio, de menor a mayor'))).toBe(true);
  const cabecera = hoja.findIndex((f) => f.includes('ID'));
  const id = hoja[cabecera]?.indexOf('ID') ?? -1;
  const precio = hoja[cabecera]?.indexOf('Precio') ?? -1;
  const existencias = hoja[cabecera]?.indexOf('Existencias') ?? -1;
  // Every match in the list's order, then the totals of them all.
  const datos = hoja.slice(cabecera + 1, -1);
  expect(datos.map((f) => f[id])).toEqual(api.resultados.map((p) => p.id_producto));
  expect(typeof datos[0]?.[precio]).toBe('number');
  expect(hoja.at(-1)?.[existencias]).toBe(api.totales?.stock);

  await page.getByRole('tab', { name: 'Categorías' }).click();
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('button', { name: 'CSV (Excel, hojas de cálculo)' }).click();
  const contenido = await readFile(await (await csv).path(), 'utf8');
  // The table alone: the header first (the title and filters are the .xlsx's).
  expect(contenido.startsWith('\uFEFFID,Tipo,Clase,Destacada\r\n')).toBe(true);
  expect(contenido).toMatch(/\r\n\d+,VENTA,VENTA,Sí\r\n/);
});

test('al imprimir la lista salen su título, la vista en palabras y la tabla, sin el formulario ni las pestañas', async ({
  page,
}) => {
  await abrir(page, 'productos');
  await page.getByLabel('Buscar').fill('botella');
  await expect(page).toHaveURL(/buscar=botella/);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Productos' })).toBeVisible();
  await expect(page.getByText('Buscar: botella', { exact: true })).toBeVisible();
  await expect(tabla(page).getByRole('columnheader', { name: 'Precio' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Agregar Productos' })).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Máquinas' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Exportar' })).toBeHidden();
  await expect(filas(page).first().getByRole('button')).toBeHidden();
});

test('en un teléfono cada producto es una tarjeta, el orden se elige en una lista y nada se desplaza a los lados', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await abrir(page, 'productos');
  const fila = filas(page).first();
  await fila.scrollIntoViewIfNeeded();
  const caja = await fila.boundingBox();
  expect(caja && caja.x >= 0 && caja.x + caja.width <= 390).toBe(true);
  await expect(fila.locator('td[data-label="Existencias"]')).toBeInViewport();
  await expect(fila.getByRole('button', { name: /^Editar/ })).toBeInViewport();
  await expect(tabla(page).locator('thead')).toBeHidden();

  await page.getByLabel('Ordenar por').selectOption({ label: 'Precio, de mayor a menor' });
  await expect(page).toHaveURL(/orden=-precio/);
  const api = await listaDeApi(request, '/producto', { orden: '-precio' });
  await expect(fila.locator('td[data-label="ID"]')).toHaveText(String(api.resultados[0]?.id_producto));
  await page.getByLabel('Buscar').fill('hielo');
  await expect(page.getByText(/^Mostrando 1–\d+ de \d+$/)).toBeVisible();
  await expect(filas(page).filter({ hasNotText: 'Hielo' })).toHaveCount(0);
  const desborde = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(desborde).toBeLessThanOrEqual(0);
});

test('accesibilidad y capturas de catálogos', async ({ page }) => {
  await abrir(page, 'productos');
  await checkScreen(page, 'catalogos', async (width) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(filas(page).first()).toBeVisible();
    await expect(tabla(page).locator('thead')).toBeVisible({ visible: width > 575 });
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible({
      visible: width > 991,
    });
  });
});
