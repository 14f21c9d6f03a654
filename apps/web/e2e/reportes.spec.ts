// Reportes (issue 16) in Chromium, at 1280 and 390 px: the rows a dimension and a period give, with the totals the
// API answers for the same request; sorting by a header (or the phone's select); a machine at rest marked and a
// machine's row opening its panel on Inicio; rows by store (the demo's stores, each opening its page) and the store
// filter (issue 18); the CSV export; printing only the report; the demo operator's machines only; an empty period;
// axe clean and nothing sideways.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { type Periodo, rangoDe } from '../src/lib/periodos.ts';
import {
  ANCHOS,
  adminToken,
  apiCall,
  apiOne,
  checkScreen,
  consoleErrors,
  DEMO_OPERADOR,
  expectPhoneCard,
  loginAs,
  tokenOf,
} from './helpers.ts';

const SHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));

/** The demo's stores (seed-cuentas.ts): each had a machine standing there this year. */
const TIENDAS_DEMO = [
  'Agua Purificada La Fuente',
  'Abarrotes Doña Mary',
  'Mini Súper El Sol',
  'Papelería Lupita',
  'Tortillería La Esperanza',
  'Farmacia Las Palmas',
];

/** The table's money: pesos, the currency said once above it. */
const dinero = (n: number) =>
  `$ ${new Intl.NumberFormat('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)}`;
const cantidad = (n: number) => new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2 }).format(n);
/** '▲ 12.5 %', '▼ 3 %', '= 0 %', or '—' when the previous period sold nothing. */
const cambio = (c: number | null) =>
  c === null
    ? '—'
    : `${c > 0 ? '▲' : c < 0 ? '▼' : '='} ${new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 }).format(Math.abs(c))} %`;

type Fila = {
  clave: string;
  etiqueta: string;
  inactiva: boolean;
  unidades: number;
  numero_ventas: number;
  ventas: number;
  ticket_promedio: number;
  egresos: number | null;
  neto: number | null;
  ventas_anterior: number;
  cambio: number | null;
};
type Respuesta = { resultados: Fila[]; total: number; totales: Record<string, number> };

/** Each figure's column: its header (the cell's label on a phone), its key and how it reads. */
const CIFRAS: { header: string; clave: keyof Fila; formato: (n: number) => string }[] = [
  { header: 'Unidades', clave: 'unidades', formato: cantidad },
  { header: 'Núm. de ventas', clave: 'numero_ventas', formato: cantidad },
  { header: 'Ventas', clave: 'ventas', formato: dinero },
  { header: 'Ticket promedio', clave: 'ticket_promedio', formato: dinero },
  { header: 'Egresos', clave: 'egresos', formato: dinero },
  { header: 'Neto', clave: 'neto', formato: dinero },
  { header: 'Ventas periodo anterior', clave: 'ventas_anterior', formato: dinero },
];

const periodoDe = (p: Periodo) => rangoDe(p) as { desde: string; hasta: string };
const filasPor = (page: Page) => page.getByLabel('Filas por', { exact: true });
const periodo = (page: Page) => page.getByLabel('Periodo', { exact: true });
const tabla = (page: Page, titulo: string) => page.getByRole('region', { name: titulo }).locator('table');
const filaDe = (t: Locator, etiqueta: string) =>
  t
    .locator('tbody tr')
    .filter({ has: t.page().locator('td:first-child').getByText(etiqueta, { exact: true }) });
/** The first cells of the API's rows, in its order: each row's name, and 'Inactiva' after a machine at rest. */
const nombres = (filas: Fila[]) =>
  filas.map(
    (f) =>
      new RegExp(`^${f.etiqueta.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${f.inactiva ? '\\s*Inactiva' : ''}$`),
  );

/** The report as the API answers it for this body. */
async function reporteDeApi(request: APIRequestContext, token: string, body: Record<string, unknown>) {
  const res = await request.post('/negocio/reporte', { data: body, headers: { autorizado: token } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()) as Respuesta;
}

/** A row of the table shows the API's row: its name, each figure, and the change. */
async function expectFila(fila: Locator, f: Fila) {
  for (const c of CIFRAS) {
    const v = f[c.clave] as number | null;
    await expect(fila.locator(`td[data-label="${c.header}"]`)).toHaveText(v === null ? '—' : c.formato(v));
  }
  await expect(fila.locator('td[data-label="Cambio %"] [aria-hidden="true"]').first()).toHaveText(
    cambio(f.cambio).split(' ')[0]!,
  );
  if (f.cambio !== null)
    await expect(fila.locator('td[data-label="Cambio %"]')).toContainText(cambio(f.cambio));
}

/** The totals row shows the API's `totales`, '—' where a key is missing. */
async function expectTotales(t: Locator, totales: Record<string, number>) {
  const pie = t.locator('tfoot tr');
  await expect(pie.locator('th')).toHaveText('Totales');
  for (const c of CIFRAS) {
    const v = totales[c.clave];
    await expect(pie.locator(`td[data-label="${c.header}"]`)).toHaveText(
      v === undefined ? '—' : c.formato(v),
    );
  }
  const v = totales.cambio;
  await expect(pie.locator('td[data-label="Cambio %"]')).toContainText(v === undefined ? '—' : cambio(v));
}

async function abrir(page: Page, query = '') {
  await loginAs(page);
  await page.goto(`/dashboard/reportes${query}`);
  await expect(page.locator('main h1')).toHaveText('Reportes');
}

for (const width of ANCHOS) {
  test.describe(`a ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test('el administrador elige las filas y el periodo: filas y totales de la API, orden por columna', async ({
      page,
      request,
    }) => {
      const errores = consoleErrors(page);
      await abrir(page);
      await expect(filasPor(page)).toHaveValue('maquina');
      await expect(periodo(page)).toHaveValue('mes');
      await expect(filasPor(page).locator('option')).toHaveText([
        'Máquina',
        'Tienda',
        'Producto',
        'Categoría',
        'Operador',
        'Día',
        'Semana',
        'Mes',
        'Año',
      ]);
      await expect(periodo(page).locator('option')).toHaveText([
        'Hoy',
        'Ayer',
        'Esta semana',
        'Últimos 7 días',
        'Este mes',
        'Mes anterior',
        'Este año',
        'Año anterior',
        'Personalizado',
      ]);

      await filasPor(page).selectOption({ label: 'Producto' });
      await periodo(page).selectOption({ label: 'Mes anterior' });
      await expect(page).toHaveURL(/por=producto/);
      await expect(page).toHaveURL(/periodo=mesAnterior/);
      const token = await tokenOf(page);
      const cuerpo = { ...periodoDe('mesAnterior'), por: 'producto' };
      const api = await reporteDeApi(request, token, cuerpo);
      expect(api.resultados.length).toBeGreaterThan(1);
      const t = tabla(page, 'Reporte por producto');
      await expect(t.locator('tbody tr')).toHaveCount(api.resultados.length);
      // Most sold first, as the server sorts it; every row as the API answers it.
      await expect(t.locator('tbody tr').first().locator('td').first()).toHaveText(
        api.resultados[0]!.etiqueta,
      );
      for (const f of api.resultados) await expectFila(filaDe(t, f.etiqueta), f);
      // By product, expenses cannot be told apart: '—' and why, in the rows and the totals.
      expect(api.totales.egresos).toBeUndefined();
      await expectTotales(t, api.totales);
      await expect(page.getByText('Los egresos no se registran por producto.')).toBeVisible();
      await expect(page.getByTestId('reporte-filtros')).toContainText(
        `Periodo: ${cuerpo.desde.split('-').reverse().join('/')} – ${cuerpo.hasta.split('-').reverse().join('/')}`,
      );

      // Sorted by units: the server's order for the same request.
      if (width === 390) {
        await expectPhoneCard(t, t.locator('tbody tr').first(), 'Cambio %');
        await page.getByLabel('Ordenar por').selectOption({ label: 'Unidades, de mayor a menor' });
        await expect(page).toHaveURL(/orden=-unidades/);
      } else {
        await t.getByRole('button', { name: 'Unidades' }).click();
        await expect(page).toHaveURL(/orden=unidades/);
        await expect(t.getByRole('columnheader', { name: 'Unidades' })).toHaveAttribute(
          'aria-sort',
          'ascending',
        );
      }
      const orden = width === 390 ? '-unidades' : 'unidades';
      const ordenado = await reporteDeApi(request, token, { ...cuerpo, orden });
      await expect(t.locator('tbody tr td:first-child')).toHaveText(nombres(ordenado.resultados));

      // A reload opens the same report.
      await page.reload();
      await expect(filasPor(page)).toHaveValue('producto');
      await expect(periodo(page)).toHaveValue('mesAnterior');
      await expect(tabla(page, 'Reporte por producto').locator('tbody tr td:first-child')).toHaveText(
        nombres(ordenado.resultados),
      );
      const desborde = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(desborde, 'la página se desplaza a los lados').toBeLessThanOrEqual(0);
      expect(errores).toEqual([]);
    });

    test('por máquina: egresos y neto en los totales, la inactiva marcada, y una máquina abre su panel', async ({
      page,
      request,
    }) => {
      const admin = await adminToken(request);
      const nombre = `Reporte inactiva ${Date.now().toString(36)}`;
      await apiOne(request, admin, '/maquina/new', { nombre, estatus: 'INACTIVA' });
      await abrir(page, '?por=maquina&periodo=anio');
      const token = await tokenOf(page);
      const api = await reporteDeApi(request, token, { ...periodoDe('anio'), por: 'maquina' });
      const t = tabla(page, 'Reporte por máquina');
      await expect(t.locator('tbody tr')).toHaveCount(api.resultados.length);
      expect(typeof api.totales.egresos).toBe('number');
      await expectTotales(t, api.totales);
      await expect(page.getByText('Los egresos no se registran por producto.')).toHaveCount(0);
      for (const f of api.resultados) {
        const fila = filaDe(t, f.etiqueta);
        await expect(fila.getByText('Inactiva', { exact: true })).toHaveCount(f.inactiva ? 1 : 0);
      }
      const nueva = api.resultados.find((f) => f.etiqueta === nombre);
      expect(nueva?.inactiva).toBe(true);
      await expectFila(filaDe(t, nombre), nueva!);
      if (width === 390) await expectPhoneCard(t, filaDe(t, nombre), 'Cambio %');

      // A machine's name opens its panel on Inicio, on the month the period ends in.
      const centro = api.resultados.find((f) => f.etiqueta === 'Máquina Centro')!;
      await t.getByRole('link', { name: 'Máquina Centro', exact: true }).click();
      await expect(page).toHaveURL(
        new RegExp(`/dashboard/inicio\\?maquina=${centro.clave}&mes=${periodoDe('anio').hasta.slice(0, 7)}$`),
      );
      await expect(page.getByTestId('Ventas del mes')).toBeVisible();
    });

    test('por tienda: las tiendas de la demostración, cada una abre su página, y el filtro de tienda acota las filas', async ({
      page,
      request,
    }) => {
      const errores = consoleErrors(page);
      await abrir(page, '?por=tienda&periodo=anio');
      await expect(filasPor(page)).toHaveValue('tienda');
      const token = await tokenOf(page);
      const cuerpo = { ...periodoDe('anio'), por: 'tienda' };
      const api = await reporteDeApi(request, token, cuerpo);
      expect(api.resultados.map((f) => f.etiqueta)).toEqual(expect.arrayContaining(TIENDAS_DEMO));
      const t = tabla(page, 'Reporte por tienda');
      // Every store as the API answers it, best seller first, and the totals.
      await expect(t.locator('tbody tr td:first-child')).toHaveText(nombres(api.resultados));
      for (const f of api.resultados) await expectFila(filaDe(t, f.etiqueta), f);
      await expectTotales(t, api.totales);
      // A store's name opens its page; sales of machines that stood at no store are a row without a link.
      for (const f of api.resultados) {
        await expect(filaDe(t, f.etiqueta).getByRole('link')).toHaveCount(f.clave ? 1 : 0);
      }
      if (width === 390) await expectPhoneCard(t, filaDe(t, 'Abarrotes Doña Mary'), 'Cambio %');

      // The store filter offers every store, goes into the URL and narrows the rows to that store's.
      const filtro = page.getByLabel('Tienda', { exact: true });
      await expect(filtro.locator('option').first()).toHaveText('Todas las tiendas');
      const ofrecidas = await filtro.locator('option').allTextContents();
      expect(ofrecidas).toEqual(expect.arrayContaining(TIENDAS_DEMO));
      const mary = api.resultados.find((f) => f.etiqueta === 'Abarrotes Doña Mary')!;
      await filtro.selectOption({ label: 'Abarrotes Doña Mary' });
      await expect(page).toHaveURL(new RegExp(`tienda=${mary.clave}(&|$)`));
      const soloMary = await reporteDeApi(request, token, { ...cuerpo, id_tienda: Number(mary.clave) });
      expect(soloMary.resultados.map((f) => f.etiqueta)).toEqual(['Abarrotes Doña Mary']);
      await expect(t.locator('tbody tr td:first-child')).toHaveText(nombres(soloMary.resultados));
      await expectTotales(t, soloMary.totales);
      await expect(page.getByTestId('reporte-filtros')).toContainText('Tienda: Abarrotes Doña Mary');

      // By machine, the filter keeps the machines that sold there: fewer than the whole fleet's.
      await filasPor(page).selectOption({ label: 'Máquina' });
      const porMaquina = await reporteDeApi(request, token, {
        ...periodoDe('anio'),
        por: 'maquina',
        id_tienda: Number(mary.clave),
      });
      const flota = await reporteDeApi(request, token, { ...periodoDe('anio'), por: 'maquina' });
      expect(porMaquina.resultados.length).toBeGreaterThan(0);
      expect(porMaquina.resultados.length).toBeLessThan(flota.resultados.length);
      const m = tabla(page, 'Reporte por máquina');
      await expect(m.locator('tbody tr td:first-child')).toHaveText(nombres(porMaquina.resultados));
      await expectTotales(m, porMaquina.totales);

      // A reload keeps the filter; 'Todas las tiendas' takes it away.
      await page.reload();
      await expect(page.getByLabel('Tienda', { exact: true })).toHaveValue(mary.clave);
      await page.getByLabel('Tienda', { exact: true }).selectOption({ label: 'Todas las tiendas' });
      await expect(page).not.toHaveURL(/tienda=/);
      await expect(m.locator('tbody tr')).toHaveCount(flota.resultados.length);

      // Back to stores: a store's row opens its page.
      await filasPor(page).selectOption({ label: 'Tienda' });
      await tabla(page, 'Reporte por tienda')
        .getByRole('link', { name: 'Mini Súper El Sol', exact: true })
        .click();
      const sol = api.resultados.find((f) => f.etiqueta === 'Mini Súper El Sol')!;
      await expect(page).toHaveURL(new RegExp(`/dashboard/tienda/${sol.clave}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mini Súper El Sol');
      const desborde = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(desborde, 'la página se desplaza a los lados').toBeLessThanOrEqual(0);
      expect(errores).toEqual([]);
    });

    test('el operador de la demostración ve solo sus máquinas', async ({ page, request }) => {
      const errores = consoleErrors(page);
      await loginAs(page, DEMO_OPERADOR.username, DEMO_OPERADOR.password);
      await page.goto('/dashboard/reportes?por=maquina&periodo=anio');
      const token = await tokenOf(page);
      const suyas = await reporteDeApi(request, token, { ...periodoDe('anio'), por: 'maquina' });
      const todas = await reporteDeApi(request, await adminToken(request), {
        ...periodoDe('anio'),
        por: 'maquina',
      });
      expect(suyas.resultados.map((f) => f.etiqueta).sort()).toEqual([
        'Máquina Bodega (fuera de servicio)',
        'Máquina Centro',
      ]);
      expect(todas.resultados.length).toBeGreaterThan(suyas.resultados.length);
      const t = tabla(page, 'Reporte por máquina');
      await expect(t.locator('tbody tr td:first-child')).toHaveText(nombres(suyas.resultados));
      await expect(filaDe(t, 'Máquina Bodega (fuera de servicio)').getByText('Inactiva')).toBeVisible();
      await expectTotales(t, suyas.totales);
      // The machine filter offers theirs only, the one at rest marked.
      await expect(page.getByLabel('Máquina', { exact: true }).locator('option:not([value="0"])')).toHaveText(
        ['Máquina Bodega (fuera de servicio) (Inactiva)', 'Máquina Centro'],
      );
      // The store filter offers the store where their machine stands now; rows by store show the stores where their
      // machines stood, as text (the store page is not theirs).
      await expect(page.getByLabel('Tienda', { exact: true }).locator('option:not([value="0"])')).toHaveText([
        'Agua Purificada La Fuente',
      ]);
      await filasPor(page).selectOption({ label: 'Tienda' });
      const porTienda = await reporteDeApi(request, token, { ...periodoDe('anio'), por: 'tienda' });
      expect(porTienda.resultados.map((f) => f.etiqueta).sort()).toEqual([
        'Agua Purificada La Fuente',
        'Papelería Lupita',
      ]);
      const tt = tabla(page, 'Reporte por tienda');
      await expect(tt.locator('tbody tr td:first-child')).toHaveText(nombres(porTienda.resultados));
      await expect(tt.getByRole('link')).toHaveCount(0);
      await expectTotales(tt, porTienda.totales);
      const desborde = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(desborde, 'la página se desplaza a los lados').toBeLessThanOrEqual(0);
      expect(errores).toEqual([]);
    });
  });
}

test('exportar a CSV descarga el reporte que se ve: su encabezado y todas sus filas, nada más', async ({
  page,
  request,
}) => {
  await abrir(page, '?por=dia&periodo=mes&orden=-ventas');
  const t = tabla(page, 'Reporte por día');
  await expect(t.locator('tbody tr').first()).toBeVisible();
  const cuerpo = { ...periodoDe('mes'), por: 'dia', orden: '-ventas' };
  const token = await tokenOf(page);
  const api = await reporteDeApi(request, token, cuerpo);
  const [enlace] = await apiCall<{ nombre: string }>(request, token, '/negocio/reporte', {
    ...cuerpo,
    formato: 'csv',
  });
  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('button', { name: 'CSV (Excel, hojas de cálculo)' }).click();
  const archivo = await descarga;
  expect(archivo.suggestedFilename()).toBe(enlace!.nombre);
  expect(archivo.suggestedFilename()).toMatch(/\.csv$/);
  const texto = (await readFile(await archivo.path(), 'utf8')).replace(/^\uFEFF/, '');
  // The table alone: the header first, then the days (the title and the totals are the .xlsx's).
  const csv = parse(texto) as string[][];
  const cabecera = 0;
  expect(csv[cabecera]).toEqual([
    'Día',
    'Unidades',
    'Núm. de ventas',
    'Ventas',
    'Ticket promedio',
    'Egresos',
    'Neto',
    'Ventas periodo anterior',
    'Cambio %',
  ]);
  // Every day of the month so far, in the screen's order, and nothing after them.
  expect(csv.slice(cabecera + 1).map((f) => f[0])).toEqual(api.resultados.map((f) => f.etiqueta));
});

test('Imprimir llama a la impresión, y al imprimir sale solo el reporte: título, periodo, filtros y tabla', async ({
  page,
}) => {
  await abrir(page, '?por=semana&periodo=mesAnterior&orden=-neto');
  const t = tabla(page, 'Reporte por semana');
  await expect(t.locator('tbody tr').first()).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { impresiones: number }).impresiones = 0;
    window.print = () => {
      (window as unknown as { impresiones: number }).impresiones++;
    };
  });
  await page.getByRole('button', { name: 'Imprimir' }).click();
  expect(await page.evaluate(() => (window as unknown as { impresiones: number }).impresiones)).toBe(1);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Reporte por semana' })).toBeVisible();
  const { desde, hasta } = periodoDe('mesAnterior');
  const dia = (d: string) => d.split('-').reverse().join('/');
  await expect(page.getByTestId('reporte-filtros')).toHaveText(
    `Periodo: ${dia(desde)} – ${dia(hasta)} · Máquina: Todas las máquinas · Tienda: Todas las tiendas · Producto: Todos los productos · Importes en pesos (MXN) · Ordenar por: Neto, de mayor a menor`,
  );
  await expect(t.locator('tfoot')).toBeVisible();
  await expect(t.getByRole('columnheader', { name: 'Neto' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeHidden();
  await expect(page.locator('main h1')).toBeHidden();
  await expect(filasPor(page)).toBeHidden();
  await expect(periodo(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Exportar' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await page.screenshot({ path: `${SHOTS}reportes-impreso-1280.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });
});

test('un periodo sin ventas ni egresos dice que no hay nada que mostrar', async ({ page, request }) => {
  const cuerpo = { desde: '2015-01-01', hasta: '2015-01-31', por: 'dia' };
  await abrir(page, `?por=dia&periodo=personalizado&desde=${cuerpo.desde}&hasta=${cuerpo.hasta}`);
  const api = await reporteDeApi(request, await tokenOf(page), cuerpo);
  expect(api.totales.numero_ventas).toBe(0);
  expect(api.totales.ventas_anterior).toBe(0);
  await expect(page.getByText('No hay ventas ni egresos en el periodo.')).toBeVisible();
  await expect(page.locator('main table')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Exportar' })).toHaveCount(0);
});

test('accesibilidad y capturas de Reportes', async ({ page }) => {
  test.slow();
  await abrir(page, '?por=maquina&periodo=anio');
  const listo = async () => {
    await expect(tabla(page, 'Reporte por máquina').locator('tfoot')).toBeVisible();
  };
  await listo();
  await checkScreen(page, 'reportes', listo);
  // On a phone, as a person sees it: the first cards, and the totals at the end.
  await page.setViewportSize({ width: 390, height: 844 });
  const t = tabla(page, 'Reporte por máquina');
  await t.locator('tbody tr').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}reportes-390-tarjetas.png` });
  await t.locator('tfoot').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}reportes-390-totales.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  const { desde, hasta } = periodoDe('anio');
  await page.goto(`/dashboard/reportes?por=producto&periodo=personalizado&desde=${desde}&hasta=${hasta}`);
  const productos = async () => {
    await expect(tabla(page, 'Reporte por producto').locator('tfoot')).toBeVisible();
    await expect(page.getByLabel('Desde', { exact: true })).toBeEnabled();
  };
  await productos();
  await checkScreen(page, 'reportes-producto-personalizado', productos);

  // By store, with the store filter beside the machine and product ones.
  await page.goto('/dashboard/reportes?por=tienda&periodo=anio');
  const tiendas = async () => {
    await expect(tabla(page, 'Reporte por tienda').locator('tfoot')).toBeVisible();
    await expect(page.getByLabel('Tienda', { exact: true }).locator('option')).not.toHaveCount(1);
  };
  await tiendas();
  await checkScreen(page, 'reportes-tienda', tiendas);
});
