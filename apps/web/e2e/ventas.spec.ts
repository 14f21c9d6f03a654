// Machine sales in Chromium: the form's validation notices and amount, create, edit, delete, restore, and the list:
// server paging, periods, sort, search, totals, page size, the view kept in the URL, and cards on a phone.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { acceptConfirm, adminToken, apiCall, checkScreen, expectNotice, loginAs } from './helpers.ts';

const maquinaSelect = (page: Page) => page.getByLabel('Máquina', { exact: true });
const tabla = (page: Page) => page.locator('table');

async function abrir(page: Page) {
  await loginAs(page);
  await page.goto('/dashboard/maquina/ventas');
  await maquinaSelect(page).selectOption({ label: 'Máquina Centro' });
  await expect(tabla(page).locator('tbody tr').first()).toBeVisible();
}

test('validación del formulario y monto calculado', async ({ page }) => {
  await abrir(page);
  const form = page.getByRole('form', { name: 'Registrar venta' });
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expectNotice(page, 'Error de Validación', 'Debe seleccionar un producto, categoría y una máquina.');
  await form.getByLabel('Categoría').selectOption({ label: 'VENTA' });
  await form.getByLabel('Producto').selectOption({ label: 'Botella 1 L' });
  await expect(form.getByLabel('Precio unitario')).toHaveValue('12.5');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expectNotice(
    page,
    'Error de Validación',
    'La cantidad, el precio unitario y el monto deben ser mayores a 0.',
  );
  await form.getByLabel('Cantidad').fill('3');
  await expect(form.getByLabel('Monto')).toHaveValue('37.50');
});

test('registrar, editar, eliminar y restaurar una venta', async ({ page }) => {
  await abrir(page);
  const form = page.getByRole('form', { name: 'Registrar venta' });
  const descripcion = `Venta e2e ${Date.now().toString(36)}`;
  await form.getByLabel('Categoría').selectOption({ label: 'VENTA' });
  await form.getByLabel('Producto').selectOption({ label: 'Hielo 5 kg' });
  await form.getByLabel('Cantidad').fill('2');
  await form.getByLabel('Descripción').fill(descripcion);
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expectNotice(page, '¡Operación Exitosa!', 'La venta se ha registrado correctamente.');

  const fila = tabla(page).locator('tr', { hasText: descripcion });
  await expect(fila).toContainText('$ 76.00 MXN');
  const id = (await fila.locator('td').first().textContent())?.trim();
  await fila.getByRole('button', { name: `Editar ${id}` }).click();
  const dialogo = page.getByRole('dialog', { name: 'Editar Registro' });
  await dialogo.getByLabel('Cantidad').fill('3');
  await dialogo.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(dialogo).toBeHidden();
  await expect(fila).toContainText('$ 114.00 MXN');

  await fila.getByRole('button', { name: `Eliminar ${id}` }).click();
  await acceptConfirm(page, `¿Eliminar la venta #${id} de Máquina Centro por $ 114.00?`);
  await expect(fila).toBeHidden();
  await page
    .getByRole('tab', { name: 'Ventas eliminadas' })
    .or(page.getByText('Ventas eliminadas'))
    .first()
    .click();
  const eliminada = tabla(page).locator('tr', { hasText: descripcion });
  await expect(eliminada).toBeVisible();
  await eliminada.getByRole('button', { name: 'Restaurar' }).click();
  await expect(eliminada).toBeHidden();
  await page.getByText('Ventas activas').click();
  await expect(tabla(page).locator('tr', { hasText: descripcion })).toBeVisible();
});

test('paginado en el servidor y un periodo de un solo día', async ({ page, request }) => {
  await abrir(page);
  const primeraPagina = await tabla(page).locator('tbody tr td:first-child').allTextContents();
  expect(primeraPagina).toHaveLength(10);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  // The pager moves at once; the previous page's rows stay until page 2 arrives from the server.
  await expect(tabla(page).locator('tbody tr td:first-child').first()).not.toHaveText(primeraPagina[0] ?? '');
  const segunda = await tabla(page).locator('tbody tr td:first-child').allTextContents();
  expect(segunda).toHaveLength(10);
  expect(segunda.some((id) => primeraPagina.includes(id))).toBe(false);

  // Today's sales of the machine, in Mexico City, as the server counts them.
  const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
  const { total } = await listaDeApi(request, { desde: hoy, hasta: hoy });
  // The one-day filter of the original panel is a range of one day; the inputs read dd/mm/aaaa.
  await page.getByLabel('Periodo').selectOption({ label: 'Personalizado' });
  await page.getByLabel('Desde').fill(hoy.split('-').reverse().join('/'));
  await page.getByLabel('Hasta').fill(hoy.split('-').reverse().join('/'));
  await page.getByLabel('Hasta').press('Enter');
  await expect(page.getByText(new RegExp(`de ${total.toLocaleString('es-MX')}$`))).toBeVisible();
  await page.getByLabel('Periodo').selectOption({ label: 'Todo' });
  await expect(page.getByLabel('Desde')).toHaveCount(0);
});

/** The machine's active sales as the API answers them with these list parameters. */
async function listaDeApi(request: APIRequestContext, extra: Record<string, unknown>) {
  const token = await adminToken(request);
  const maquinas = await apiCall<{ id_maquina: number; nombre: string }>(request, token, '/maquina');
  const id_maquina = maquinas.find((m) => m.nombre === 'Máquina Centro')?.id_maquina;
  const res = await request.post('/venta/maquina/totales', {
    data: { id_maquina, pagina: 1, por_pagina: 10, ...extra },
    headers: { autorizado: token },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as {
    total: number;
    totales: { cantidad: number; monto: number };
    resultados: { id_venta_maquina: number; monto: number }[];
  };
}

test('la lista ordena, busca, suma lo filtrado, cambia de tamaño y recuerda la vista', async ({
  page,
  request,
}) => {
  await abrir(page);
  // Sort by amount, largest first: the server's order, the header says so.
  await page.getByRole('button', { name: 'Monto' }).click();
  await page.getByRole('button', { name: 'Monto' }).click();
  await expect(page.getByRole('columnheader', { name: 'Monto' })).toHaveAttribute('aria-sort', 'descending');
  const mayores = await listaDeApi(request, { orden: '-monto' });
  await expect(tabla(page).locator('tbody tr td:first-child').first()).toHaveText(
    String(mayores.resultados[0]?.id_venta_maquina),
  );

  // Search without accents or case finds the product; the totals are those of everything found.
  await page.getByLabel('Buscar').fill('GARRAFON');
  const encontrados = await listaDeApi(request, { orden: '-monto', buscar: 'garrafón' });
  expect(encontrados.total).toBeGreaterThan(0);
  const totales = tabla(page).locator('tfoot tr');
  await expect(totales).toContainText(
    `$ ${encontrados.totales.monto.toLocaleString('es-MX', { minimumFractionDigits: 2 })} MXN`,
  );
  await expect(totales).toContainText(encontrados.totales.cantidad.toLocaleString('es-MX'));
  await expect(page.getByText(`de ${encontrados.total.toLocaleString('es-MX')}`)).toBeVisible();

  // 25 rows a page; the view survives a reload.
  await page.getByLabel('Por página').selectOption('25');
  await expect(tabla(page).locator('tbody tr')).toHaveCount(Math.min(25, encontrados.total));
  await page.reload();
  await expect(page.getByLabel('Buscar')).toHaveValue('GARRAFON');
  await expect(page.getByLabel('Por página')).toHaveValue('25');
  await expect(page.getByRole('columnheader', { name: 'Monto' })).toHaveAttribute('aria-sort', 'descending');
  await expect(tabla(page).locator('tbody tr')).toHaveCount(Math.min(25, encontrados.total));
});

test('exportar a Excel descarga todo lo filtrado, con números, filtros y totales', async ({
  page,
  request,
}) => {
  await abrir(page);
  await page.getByLabel('Buscar').fill('botella');
  const api = await listaDeApi(request, { buscar: 'botella' });
  await expect(page.getByText(`de ${api.total.toLocaleString('es-MX')}`)).toBeVisible();
  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('button', { name: 'Excel (.xlsx)' }).click();
  const archivo = await descarga;
  expect(archivo.suggestedFilename()).toBe('ventas-maquina-centro.xlsx');
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.readFile(await archivo.path());
  const filas = (libro.worksheets[0]?.getSheetValues() ?? []).filter(Boolean) as unknown[][];
  expect(filas.some((f) => f.includes('Búsqueda') && f.includes('botella'))).toBe(true);
  const cabecera = filas.findIndex((f) => f.includes('ID'));
  // Every match, not one page: the rows between the header and the totals.
  expect(filas.length - cabecera - 2).toBe(api.total);
  const monto = filas[cabecera]?.indexOf('Monto') ?? -1;
  expect(typeof filas[cabecera + 1]?.[monto]).toBe('number');
  expect(filas.at(-1)?.[monto]).toBe(api.totales.monto);
});

test('al imprimir la lista salen el título, los filtros, la tabla y sus totales, sin el marco ni botones', async ({
  page,
}) => {
  await abrir(page);
  await page.getByLabel('Buscar').fill('botella');
  await expect(page).toHaveURL(/buscar=botella/);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Ventas de la máquina' })).toBeVisible();
  await expect(page.getByText('Ventas activas · Periodo: Todo · Buscar: botella')).toBeVisible();
  await expect(tabla(page).locator('tfoot')).toBeVisible();
  await expect(tabla(page).getByRole('columnheader', { name: 'Monto' })).toContainText('Monto');
  await expect(tabla(page).locator('thead').getByRole('button', { name: 'Monto' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeHidden();
  await expect(page.getByRole('form', { name: 'Registrar venta' })).toBeHidden();
  await expect(page.getByLabel('Buscar')).toBeHidden();
  await expect(tabla(page).locator('tbody').getByRole('button').first()).toBeHidden();
  await expect(page.getByRole('button', { name: 'Exportar' })).toBeHidden();
});

test('en un teléfono cada venta es una tarjeta con su monto y sus acciones a la vista', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await abrir(page);
  const fila = tabla(page).locator('tbody tr').first();
  // The list is below the form on a phone: scroll to it, as a person would; nothing sideways.
  await fila.scrollIntoViewIfNeeded();
  const caja = await fila.boundingBox();
  expect(caja && caja.x >= 0 && caja.x + caja.width <= 390).toBe(true);
  await expect(fila.locator('td[data-label="Monto"]')).toBeInViewport();
  await expect(fila.getByRole('button', { name: /^Eliminar/ })).toBeInViewport();
  await expect(page.locator('thead')).toBeHidden();
  // Headers give way to the sort select.
  await page.getByLabel('Ordenar por').selectOption({ label: 'Monto, de mayor a menor' });
  await expect(page).toHaveURL(/orden=-monto/);
  const desborde = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(desborde).toBeLessThanOrEqual(0);
});

test('accesibilidad y capturas de ventas', async ({ page }) => {
  await abrir(page);
  await checkScreen(page, 'ventas', async (width) => {
    await expect(page.locator('table tbody tr').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible({
      visible: width > 991,
    });
  });
});

/** A day in Mexico City as the date inputs read it, `dd/mm/aaaa`, `dias` from today. */
function diaMx(dias: number) {
  const d = new Date(Date.now() + dias * 86_400_000);
  return new Intl.DateTimeFormat('es-MX', {
    timeZone: 'America/Mexico_City',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(d);
}
const isoDeDiaMx = (ddmmaaaa: string) => ddmmaaaa.split('/').reverse().join('-');

test('el formulario ofrece solo categorías de venta, con VENTA elegida', async ({ page }) => {
  await abrir(page);
  const categoria = page.getByRole('form', { name: 'Registrar venta' }).getByLabel('Categoría');
  await expect(categoria.locator('option:checked')).toHaveText('VENTA');
  // The expense categories of the demo (MANTENIMIENTO, RENTA, LUZ…) are not offered.
  await expect(categoria.locator('option')).toHaveText(['Seleccione…', 'VENTA']);
});

test('una venta de otro día y sin descripción; una fecha futura se detiene en el navegador', async ({
  page,
  request,
}) => {
  await abrir(page);
  const form = page.getByRole('form', { name: 'Registrar venta' });
  const fecha = form.getByLabel('Fecha y hora de la venta');
  // Now, in Mexico City, by default.
  await expect(fecha).toHaveValue(new RegExp(`^${diaMx(0)} \\d{2}:\\d{2}$`));
  await form.getByLabel('Producto').selectOption({ label: 'Hielo 5 kg' });
  await form.getByLabel('Cantidad').fill('1');

  let altas = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/venta/maquina/new')) altas++;
  });
  await fecha.fill(`${diaMx(2)} 09:00`);
  await fecha.press('Enter');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByText('La fecha de la venta no puede ser futura.')).toBeVisible();
  expect(altas).toBe(0);

  const ayer = diaMx(-1);
  await fecha.fill(`${ayer} 03:17`);
  await fecha.press('Enter');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expectNotice(page, '¡Operación Exitosa!', 'La venta se ha registrado correctamente.');
  expect(altas).toBe(1);

  // Recorded for yesterday at 03:17 in Mexico City, without a description.
  const token = await adminToken(request);
  const maquinas = await apiCall<{ id_maquina: number; nombre: string }>(request, token, '/maquina');
  const id_maquina = maquinas.find((m) => m.nombre === 'Máquina Centro')?.id_maquina;
  const res = await request.post('/venta/maquina/totales', {
    data: { id_maquina, pagina: 1, por_pagina: 100, fecha: isoDeDiaMx(ayer) },
    headers: { autorizado: token },
  });
  const ventas = (await res.json()).resultados as { fecha_transaccion: string; descripcion: string }[];
  const hora = new Intl.DateTimeFormat('es-MX', {
    timeZone: 'America/Mexico_City',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  expect(
    ventas.some((v) => hora.format(new Date(v.fecha_transaccion)) === '03:17' && v.descripcion === ''),
  ).toBe(true);
});

test('el precio unitario se puede editar', async ({ page }) => {
  await abrir(page);
  const form = page.getByRole('form', { name: 'Registrar venta' });
  const descripcion = `Precio e2e ${Date.now().toString(36)}`;
  await form.getByLabel('Producto').selectOption({ label: 'Botella 1 L' });
  await form.getByLabel('Cantidad').fill('2');
  await form.getByLabel('Descripción (opcional)').fill(descripcion);
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expectNotice(page, '¡Operación Exitosa!', 'La venta se ha registrado correctamente.');

  const fila = tabla(page).locator('tr', { hasText: descripcion });
  await expect(fila).toContainText('$ 25.00 MXN');
  const id = (await fila.locator('td').first().textContent())?.trim();
  await fila.getByRole('button', { name: `Editar ${id}` }).click();
  const dialogo = page.getByRole('dialog', { name: 'Editar Registro' });
  await dialogo.getByLabel('Precio unitario').fill('11.75');
  await expect(dialogo.getByLabel('Monto')).toHaveValue('23.50');
  await dialogo.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(dialogo).toBeHidden();
  await expect(fila).toContainText('$ 11.75 MXN');
  await expect(fila).toContainText('$ 23.50 MXN');
});

test('formulario y lista lado a lado desde 1200 px', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 800 });
  await abrir(page);
  const form = await page.getByRole('form', { name: 'Registrar venta' }).boundingBox();
  const lista = await tabla(page).boundingBox();
  expect(form && lista).toBeTruthy();
  if (!form || !lista) return;
  // The list starts to the right of the form, not below it.
  expect(lista.x).toBeGreaterThanOrEqual(form.x + form.width);
  expect(lista.y).toBeLessThan(form.y + form.height);
});

test('una lista de opciones que no carga dice por qué y ofrece Reintentar', async ({ page }) => {
  await page.route('**/cat/categorias/trans', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ valid: false, resultados: [], mensaje_user: 'x', message: 'x' }),
    }),
  );
  await loginAs(page);
  await page.goto('/dashboard/maquina/ventas');
  const form = page.getByRole('form', { name: 'Registrar venta' });
  await expect(form.getByText('No se pudieron cargar las opciones.')).toBeVisible({ timeout: 20_000 });
  await expect(form.getByLabel('Categoría')).toHaveCount(0);
  await page.unroute('**/cat/categorias/trans');
  await form.getByRole('button', { name: 'Reintentar' }).click();
  await expect(form.getByLabel('Categoría').locator('option:checked')).toHaveText('VENTA');
});
