// Inicio for the whole business (issue 16) in Chromium, at 1280 and 390 px: the period's figures against the
// previous period as the API answers them, the presets, the charts, the heatmap and the rankings (a machine opens
// its panel and 'Todo el negocio' comes back; a store opens its page), as the administrator and as the demo operator
// (their machines only), axe clean and nothing sideways; and what the screen costs to download.
import { request as httpRequest } from 'node:http';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { type Periodo, rangoDe } from '../src/lib/periodos.ts';
import {
  ANCHOS,
  apiCall,
  apiOne,
  checkScreen,
  consoleErrors,
  DEMO_OPERADOR,
  E2E_ADMIN,
  expectPhoneCard,
  loginAs,
  scriptsReceived,
  tokenOf,
} from './helpers.ts';

/** The machines (stores) the ranking shows before 'Ver las N máquinas' (ranking-maquinas.tsx). */
const PRIMERAS = 10;

/** The demo's stores (seed-cuentas.ts): each had a machine standing there this year. */
const TIENDAS_DEMO = [
  'Agua Purificada La Fuente',
  'Abarrotes Doña Mary',
  'Mini Súper El Sol',
  'Papelería Lupita',
  'Tortillería La Esperanza',
  'Farmacia Las Palmas',
];

const dinero = (n: number) =>
  `$ ${new Intl.NumberFormat('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)} MXN`;
const entero = (n: number) => n.toLocaleString('es-MX');
const dia = (d: string) => d.split('-').reverse().join('/');
const INACTIVA = 'Máquina Bodega (fuera de servicio)';

type Cifras = Record<
  'ventas' | 'unidades' | 'numero_ventas' | 'ticket_promedio' | 'egresos' | 'neto',
  number
>;
type Resumen = {
  anterior_desde: string;
  anterior_hasta: string;
  actual: Cifras;
  anterior: Cifras;
};
type MaquinaFila = {
  id_maquina: number;
  nombre: string;
  estatus: string;
  ventas: number;
  ventas_anterior: number;
  dias_sin_venta: number | null;
  alerta: boolean;
};
type TiendaFila = {
  id_tienda: number;
  nombre: string;
  unidades: number;
  numero_ventas: number;
  ventas: number;
  ventas_anterior: number;
  cambio: number | null;
};

/** Each card: its title, and whether a rise is good news (green) or bad (expenses, red). */
const CARDS: {
  clave: keyof Cifras;
  titulo: string;
  formato: (n: number) => string;
  subirEsBueno: boolean;
}[] = [
  { clave: 'ventas', titulo: 'Ventas', formato: dinero, subirEsBueno: true },
  { clave: 'unidades', titulo: 'Unidades', formato: entero, subirEsBueno: true },
  { clave: 'numero_ventas', titulo: 'Número de ventas', formato: entero, subirEsBueno: true },
  { clave: 'ticket_promedio', titulo: 'Ticket promedio', formato: dinero, subirEsBueno: true },
  { clave: 'egresos', titulo: 'Egresos', formato: dinero, subirEsBueno: false },
  { clave: 'neto', titulo: 'Neto', formato: dinero, subirEsBueno: true },
];

/** What a change reads and its colour, worked out here on its own: '▲ 12 %' green, '▼ 3 %' red, '—' from 0. */
function cambioEsperado(actual: number, anterior: number, subirEsBueno: boolean) {
  if (anterior === 0) return { texto: '—', tono: 'secondary' };
  const p = Math.round((Math.abs(actual - anterior) / Math.abs(anterior)) * 100);
  if (p === 0) return { texto: '= 0 %', tono: 'secondary' };
  const sube = actual > anterior;
  return {
    texto: `${sube ? '▲' : '▼'} ${entero(p)} %`,
    tono: sube === subirEsBueno ? 'success' : 'danger',
  };
}

const periodo = (page: Page) => page.getByLabel('Periodo', { exact: true });
const periodoDe = (p: Periodo) => rangoDe(p) as { desde: string; hasta: string };
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const tablaMaquinas = (page: Page) => region(page, 'Máquinas').locator('table');
const tablaTiendas = (page: Page) => region(page, 'Tiendas').locator('table');
const filaDe = (tabla: Locator, nombre: string) =>
  tabla.locator('tbody tr').filter({ has: tabla.page().getByRole('button', { name: nombre, exact: true }) });

async function tokenDe(request: APIRequestContext, cuenta: { username: string; password: string }) {
  const res = await request.post('/users/login', { data: cuenta });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).token as string;
}

/** The cards show the API's figures for the period, each change with its arrow and colour, and the previous days. */
async function expectCifras(page: Page, r: Resumen) {
  for (const c of CARDS) {
    await expect(page.getByTestId(`cifra-${c.clave}`)).toHaveText(c.formato(r.actual[c.clave]));
    const tarjeta = page.locator('.card').filter({ has: page.getByTestId(`cifra-${c.clave}`) });
    await expect(page.getByTestId(`anterior-${c.clave}`)).toHaveText(
      `Antes: ${c.formato(r.anterior[c.clave])}`,
    );
    const esperado = cambioEsperado(r.actual[c.clave], r.anterior[c.clave], c.subirEsBueno);
    const cambio = tarjeta.locator('.av-cambio');
    await expect(cambio).toHaveAttribute('data-tono', esperado.tono);
    await expect(cambio.locator('[aria-hidden="true"]').first()).toHaveText(esperado.texto.split(' ')[0]!);
    if (esperado.texto !== '—') await expect(cambio).toContainText(esperado.texto);
    await expect(tarjeta).toContainText(
      `Periodo anterior: ${dia(r.anterior_desde)} – ${dia(r.anterior_hasta)}`,
    );
  }
}

for (const width of ANCHOS) {
  test.describe(`a ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test('el administrador ve todo el negocio: cifras con su comparación, presets, gráficas y mapa de horas', async ({
      page,
      request,
    }) => {
      const errores = consoleErrors(page);
      await loginAs(page);
      const token = await tokenOf(page);
      await expect(periodo(page)).toHaveValue('mes');
      // The presets every screen shares, without 'Todo': it has no previous period to compare with.
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

      // Este mes, as the API answers it.
      const mes = periodoDe('mes');
      const resumenMes = await apiOne<Resumen>(request, token, '/negocio/resumen', mes);
      await expectCifras(page, resumenMes);

      // Another preset: its figures, in the URL.
      await periodo(page).selectOption({ label: 'Mes anterior' });
      await expect(page).toHaveURL(/periodo=mesAnterior/);
      const anterior = periodoDe('mesAnterior');
      const resumenAnterior = await apiOne<Resumen>(request, token, '/negocio/resumen', anterior);
      expect(resumenAnterior.actual.ventas).not.toBe(resumenMes.actual.ventas);
      await expectCifras(page, resumenAnterior);

      // The sales series: a point per day of last month, each with the previous period's beside it.
      const serie = await apiCall<{ punto: string; ventas: number; ventas_anterior: number }>(
        request,
        token,
        '/negocio/serie',
        anterior,
      );
      const figura = page.getByRole('figure', { name: 'Ventas del periodo y del anterior' });
      await expect(figura.locator('svg polyline')).toHaveCount(2);
      const puntos = figura.locator('ul.visually-hidden li');
      await expect(puntos).toHaveCount(serie.length);
      await expect(puntos.first()).toHaveText(
        `${dia(serie[0]!.punto)}: Este periodo ${dinero(serie[0]!.ventas)}; Periodo anterior ${dinero(serie[0]!.ventas_anterior)}`,
      );
      // A year goes by month.
      await periodo(page).selectOption({ label: 'Año anterior' });
      await expect(puntos).toHaveCount(12);

      // The heatmap of Este año: the busiest hour of the week at full colour, named in words.
      await periodo(page).selectOption({ label: 'Este año' });
      const horas = await apiCall<{
        dia_semana: number;
        hora: number;
        numero_ventas: number;
        ventas: number;
      }>(request, token, '/negocio/horas', periodoDe('anio'));
      const pico = horas.reduce((a, b) => (b.ventas > a.ventas ? b : a));
      const DIAS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'];
      const mapa = region(page, 'Ventas por día de la semana y hora');
      await expect(mapa.getByRole('cell')).toHaveCount(7 * 24);
      const celda = mapa.getByRole('cell', {
        name: `${DIAS[pico.dia_semana - 1]}, de ${pico.hora}:00 a ${pico.hora + 1}:00: ${entero(pico.numero_ventas)} ventas, ${dinero(pico.ventas)}`,
      });
      await expect(celda).toHaveAttribute('data-intensidad', '1');
      await expect(mapa.locator('td[data-intensidad="1"]')).toHaveCount(1);

      // Products: the chart and the ranking, most sold first.
      const productos = await apiCall<{ nombre: string; ventas: number }>(
        request,
        token,
        '/negocio/productos',
        periodoDe('anio'),
      );
      await expect(
        page.getByRole('figure', { name: 'Ventas por producto' }).locator('li .av-barra'),
      ).toHaveCount(productos.length * 2);
      const tablaProductos = region(page, 'Productos').locator('table');
      await expect(tablaProductos.locator('tbody tr')).toHaveCount(productos.length);
      await expect(tablaProductos.locator('tbody tr').first()).toContainText(productos[0]!.nombre);
      await expect(tablaProductos.locator('tbody tr').first()).toContainText(dinero(productos[0]!.ventas));
      if (width === 390)
        await expectPhoneCard(tablaProductos, tablaProductos.locator('tbody tr').first(), 'Cambio');

      const desborde = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(desborde, 'la página se desplaza a los lados').toBeLessThanOrEqual(0);
      expect(errores).toEqual([]);
    });

    test('el ranking de máquinas marca la inactiva y abre el panel de la máquina; "Todo el negocio" regresa', async ({
      page,
      request,
    }) => {
      await loginAs(page);
      const token = await tokenOf(page);
      await periodo(page).selectOption({ label: 'Este año' });
      const maquinas = await apiCall<MaquinaFila>(request, token, '/negocio/maquinas', periodoDe('anio'));
      expect(maquinas.map((m) => m.nombre)).toContain(INACTIVA);
      const tabla = tablaMaquinas(page);
      // The first ten, then every one (other tests add machines to the shared server).
      await expect(tabla.locator('tbody tr')).toHaveCount(Math.min(maquinas.length, PRIMERAS));
      if (maquinas.length > PRIMERAS) {
        await page.getByRole('button', { name: `Ver las ${maquinas.length} máquinas` }).click();
      }
      await expect(tabla.locator('tbody tr')).toHaveCount(maquinas.length);
      // Best seller first, as the server sorts them.
      await expect(tabla.locator('tbody tr').first()).toContainText(maquinas[0]!.nombre);
      for (const m of maquinas) {
        const fila = filaDe(tabla, m.nombre);
        await expect(fila).toContainText(dinero(m.ventas));
        await expect(fila.getByText('Inactiva', { exact: true })).toHaveCount(m.estatus === 'ACTIVA' ? 0 : 1);
        // The badge reads "Alerta" and, for a screen reader, the days: "Alerta: 4 días sin venta".
        await expect(fila.getByText(/^Alerta:/)).toHaveCount(m.alerta ? 1 : 0);
        const esperado = cambioEsperado(m.ventas, m.ventas_anterior, true);
        await expect(fila.locator('.av-cambio')).toHaveAttribute('data-tono', esperado.tono);
      }
      if (width === 390) {
        await expectPhoneCard(tabla, filaDe(tabla, INACTIVA), 'Días sin venta');
        await page.getByLabel('Ordenar por').selectOption({ label: 'Ventas, de menor a mayor' });
      } else {
        await tabla.getByRole('button', { name: 'Ventas' }).click();
        await expect(tabla.getByRole('columnheader', { name: 'Ventas' })).toHaveAttribute(
          'aria-sort',
          'ascending',
        );
      }
      // Sorted from the least: the worst seller first.
      const peor = [...maquinas].sort((a, b) => a.ventas - b.ventas)[0]!;
      await expect(tabla.locator('tbody tr').first()).toContainText(peor.nombre);

      // A row opens its machine's panel, on the month the period ends in; the way back keeps the period.
      const plaza = maquinas.find((m) => m.nombre === 'Máquina Plaza Sur')!;
      // A click anywhere on the row lands on the machine's button stretched over it (hence `force`: Playwright
      // sees the button, not the cell, under the pointer).
      await filaDe(tabla, 'Máquina Plaza Sur').locator('td[data-label="Ventas"]').click({ force: true });
      await expect(page).toHaveURL(new RegExp(`maquina=${plaza.id_maquina}`));
      await expect(page.getByLabel('Máquina', { exact: true }).locator('option:checked')).toHaveText(
        'Máquina Plaza Sur',
      );
      await expect(page.getByTestId('Ventas del mes')).toBeVisible();
      await expect(page.getByTestId('cifra-ventas')).toHaveCount(0);
      await page.getByRole('button', { name: 'Todo el negocio' }).click();
      await expect(page).not.toHaveURL(/maquina=/);
      await expect(periodo(page)).toHaveValue('anio');
      await expect(tablaMaquinas(page).locator('tbody tr')).toHaveCount(Math.min(maquinas.length, PRIMERAS));

      // The browser's back button returns from a machine to the business too.
      await page.getByRole('button', { name: maquinas[0]!.nombre, exact: true }).click();
      await expect(page.getByTestId('Ventas del mes')).toBeVisible();
      await page.goBack();
      await expect(page.getByTestId('cifra-ventas')).toBeVisible();
    });

    test('el ranking de tiendas muestra las de la demostración con sus ventas y su cambio, y una tienda abre su página', async ({
      page,
      request,
    }) => {
      const errores = consoleErrors(page);
      await loginAs(page);
      const token = await tokenOf(page);
      await periodo(page).selectOption({ label: 'Este año' });
      const tiendas = await apiCall<TiendaFila>(request, token, '/negocio/tiendas', periodoDe('anio'));
      expect(tiendas.map((t) => t.nombre)).toEqual(expect.arrayContaining(TIENDAS_DEMO));
      const tabla = tablaTiendas(page);
      // The first ten, then every one (other tests add stores to the shared server).
      await expect(tabla.locator('tbody tr')).toHaveCount(Math.min(tiendas.length, PRIMERAS));
      if (tiendas.length > PRIMERAS) {
        await page.getByRole('button', { name: `Ver las ${tiendas.length} tiendas` }).click();
      }
      // Best seller first, as the server sorts them: name, sales and the change the API answers.
      await expect(tabla.locator('tbody tr td:first-child')).toHaveText(tiendas.map((t) => t.nombre));
      for (const [i, t] of tiendas.entries()) {
        const fila = tabla.locator('tbody tr').nth(i);
        await expect(fila.locator('td[data-label="Ventas"]')).toHaveText(dinero(t.ventas));
        await expect(fila.locator('td[data-label="Unidades"]')).toHaveText(entero(t.unidades));
        // The change in whole percent and its colour, as the machines' ranking shows it.
        const esperado = cambioEsperado(t.ventas, t.ventas_anterior, true);
        const cambio = fila.locator('td[data-label="Cambio"] .av-cambio');
        await expect(cambio).toHaveAttribute('data-tono', esperado.tono);
        await expect(cambio.locator('[aria-hidden="true"]').first()).toHaveText(
          esperado.texto.split(' ')[0]!,
        );
        if (esperado.texto !== '—') await expect(cambio).toContainText(esperado.texto);
        expect(t.cambio === null).toBe(t.ventas_anterior === 0);
        // A store opens its page; 'Sin tienda' (machines at no store) is plain text.
        await expect(fila.getByRole('link')).toHaveCount(t.id_tienda > 0 ? 1 : 0);
      }
      if (width === 390) await expectPhoneCard(tabla, tabla.locator('tbody tr').first(), 'Cambio');

      // A click anywhere on the row lands on the store's link stretched over it.
      const mary = tiendas.find((t) => t.nombre === 'Abarrotes Doña Mary')!;
      await tabla
        .locator('tbody tr')
        .filter({ hasText: 'Abarrotes Doña Mary' })
        .locator('td[data-label="Ventas"]')
        .click({ force: true });
      await expect(page).toHaveURL(new RegExp(`/dashboard/tienda/${mary.id_tienda}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Abarrotes Doña Mary');
      // Back to Inicio on the same period.
      await page.goBack();
      await expect(periodo(page)).toHaveValue('anio');
      await expect(tablaTiendas(page).locator('tbody tr').first()).toContainText(tiendas[0]!.nombre);
      const desborde = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(desborde, 'la página se desplaza a los lados').toBeLessThanOrEqual(0);
      expect(errores).toEqual([]);
    });

    test('el operador de la demostración ve solo sus máquinas, sus cifras y su inactiva marcada', async ({
      page,
      request,
    }) => {
      await loginAs(page, DEMO_OPERADOR.username, DEMO_OPERADOR.password);
      const token = await tokenOf(page);
      const admin = await tokenDe(request, E2E_ADMIN);
      const mes = periodoDe('mes');
      const suyas = await apiCall<MaquinaFila>(request, token, '/negocio/maquinas', mes);
      const todas = await apiCall<MaquinaFila>(request, admin, '/negocio/maquinas', mes);
      expect(suyas.map((m) => m.nombre).sort()).toEqual([
        'Máquina Bodega (fuera de servicio)',
        'Máquina Centro',
      ]);
      expect(todas.length).toBeGreaterThan(suyas.length);

      const resumen = await apiOne<Resumen>(request, token, '/negocio/resumen', mes);
      const delNegocio = await apiOne<Resumen>(request, admin, '/negocio/resumen', mes);
      expect(resumen.actual.ventas).toBeLessThan(delNegocio.actual.ventas);
      await expectCifras(page, resumen);

      const tabla = tablaMaquinas(page);
      await expect(tabla.locator('tbody tr')).toHaveCount(2);
      await expect(filaDe(tabla, INACTIVA).getByText('Inactiva', { exact: true })).toBeVisible();
      await expect(filaDe(tabla, 'Máquina Centro')).toContainText(
        dinero(suyas.find((m) => m.nombre === 'Máquina Centro')!.ventas),
      );
      await expect(region(page, 'Ventas por día de la semana y hora').getByRole('cell')).toHaveCount(7 * 24);
      const desborde = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(desborde, 'la página se desplaza a los lados').toBeLessThanOrEqual(0);
    });
  });
}

test('un periodo personalizado de más de 3 años se rechaza con el mensaje del servidor', async ({
  page,
  request,
}) => {
  await loginAs(page);
  await periodo(page).selectOption({ label: 'Personalizado' });
  const desde = page.getByLabel('Desde', { exact: true });
  await desde.fill('01/01/2022');
  await desde.press('Enter');
  const mensaje = 'El periodo no puede pasar de 3 años (1,096 días).';
  await expect(page.getByRole('alert').filter({ hasText: mensaje })).toHaveText(mensaje);
  // The server says the same about the same days.
  const res = await request.post('/negocio/resumen', {
    data: { desde: '2022-01-01', hasta: periodoDe('mes').hasta },
    headers: { autorizado: await tokenOf(page) },
  });
  expect(res.status()).toBe(400);
  expect(JSON.stringify(await res.json())).toContain(mensaje);
  await expect(page.getByTestId('cifra-ventas')).toHaveCount(0);

  // Within three years it shows the figures for those days, and the URL keeps them.
  await desde.fill('01/01/2026');
  await desde.press('Enter');
  await expect(page.getByText(mensaje)).toHaveCount(0);
  await expect(page).toHaveURL(/periodo=personalizado&.*desde=2026-01-01/);
  const token = await tokenOf(page);
  const r = await apiOne<Resumen>(request, token, '/negocio/resumen', {
    desde: '2026-01-01',
    hasta: periodoDe('mes').hasta,
  });
  await expect(page.getByTestId('cifra-ventas')).toHaveText(dinero(r.actual.ventas));
  await page.reload();
  await expect(page.getByLabel('Desde', { exact: true })).toHaveValue('01/01/2026');
  await expect(page.getByTestId('cifra-ventas')).toHaveText(dinero(r.actual.ventas));
});

test('accesibilidad y capturas de todo el negocio, del administrador y del operador', async ({ page }) => {
  test.slow();
  const listo = async () => {
    await expect(page.getByTestId('cifra-neto')).toBeVisible();
    await expect(page.locator('figure svg polyline').first()).toBeVisible();
    await expect(region(page, 'Ventas por día de la semana y hora').getByRole('cell').first()).toBeVisible();
    await expect(tablaMaquinas(page).locator('tbody tr').first()).toBeVisible();
    await expect(tablaTiendas(page).locator('tbody tr').first()).toBeVisible();
    await expect(region(page, 'Productos').locator('tbody tr').first()).toBeVisible();
  };
  await loginAs(page);
  await listo();
  await checkScreen(page, 'inicio-negocio', listo);
  await periodo(page).selectOption({ label: 'Personalizado' });
  await expect(page.getByLabel('Desde', { exact: true })).toBeEnabled();
  await checkScreen(page, 'inicio-negocio-personalizado', listo);

  await page.evaluate(() => sessionStorage.clear());
  await loginAs(page, DEMO_OPERADOR.username, DEMO_OPERADOR.password);
  await listo();
  await checkScreen(page, 'inicio-negocio-operador', listo);
});

/** The bytes of a script when only gzip is accepted, as sent (not decoded). */
function bytesGzip(url: string) {
  return new Promise<number>((resolve, reject) => {
    httpRequest(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let n = 0;
      res.on('data', (c: Buffer) => {
        n += c.length;
      });
      res.on('end', () => resolve(n));
    })
      .on('error', reject)
      .end();
  });
}

/** Script files of Inicio's first load, all its parts drawn. */
const LIMITE_ARCHIVOS = 10;

test('Inicio abre con menos de 200 KB de JavaScript comprimido, gráficas incluidas', async ({
  page: login,
  browser,
  baseURL,
}) => {
  // A new browser with the session and an empty cache opens Inicio straight away: what a person downloads.
  await loginAs(login);
  const sesion = await login.evaluate(() => ({ ...sessionStorage }));
  const contexto = await browser.newContext({ baseURL });
  await contexto.addInitScript((s: Record<string, string>) => {
    for (const [k, v] of Object.entries(s)) sessionStorage.setItem(k, v);
  }, sesion);
  const page = await contexto.newPage();
  const scripts = scriptsReceived(page);
  await page.goto('/dashboard/inicio');
  // Every part drawn: figures, both charts, the heatmap and both rankings.
  await expect(page.getByTestId('cifra-neto')).toBeVisible();
  await expect(page.locator('figure svg polyline').first()).toBeVisible();
  await expect(
    page.getByRole('figure', { name: 'Ventas por producto' }).locator('.av-barra').first(),
  ).toBeAttached();
  await expect(region(page, 'Ventas por día de la semana y hora').getByRole('cell').first()).toBeVisible();
  await expect(tablaMaquinas(page).locator('tbody tr').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const recibidos = await scripts();
  const total = recibidos.reduce((n, s) => n + s.bytes, 0);
  let gzip = 0;
  for (const s of recibidos) gzip += await bytesGzip(s.url);
  console.log(
    `JavaScript de Inicio (todo el negocio): ${(total / 1024).toFixed(1)} KB recibidos (brotli), ` +
      `${(gzip / 1024).toFixed(1)} KB si solo se acepta gzip, en ${recibidos.length} archivos`,
  );
  expect(recibidos.length).toBeGreaterThan(0);
  // In a few files (the frame's and Inicio's shared code as one group each, vite-primera-carga.ts), not thirty
  // that a phone on HTTP/1.1 fetches six at a time.
  expect(recibidos.length, recibidos.map((s) => s.url).join('\n')).toBeLessThanOrEqual(LIMITE_ARCHIVOS);
  for (const s of recibidos) if (s.bytes >= 1024) expect(s.encoding, s.url).toBe('br');
  // The page itself names the frame's and Inicio's code (inicio.html, vite.config.ts), so a phone fetches it beside
  // the main script instead of after running it; and each file it names is one Inicio uses.
  const html = await (
    await page.request.get('/dashboard/inicio', { headers: { accept: 'text/html' } })
  ).text();
  const precargados = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (m) => new URL(m[1] ?? '', page.url()).href,
  );
  for (const grupo of ['marco', 'inicio', 'inicio-comun'])
    expect(
      precargados.some((u) => new RegExp(`/assets/${grupo}-[\\w-]{8}\\.js$`).test(u)),
      grupo,
    ).toBe(true);
  for (const u of precargados) expect(recibidos.map((s) => s.url)).toContain(u);
  expect(total).toBeLessThan(200 * 1024);
  // The budget is in gzip, for a client that does not accept brotli.
  expect(gzip).toBeLessThan(200 * 1024);

  // A machine's panel brings its month picker (its charts are the same few KB): measured, to be seen.
  await page.getByRole('button', { name: 'Máquina Centro', exact: true }).click();
  await expect(page.locator('figure').first().locator('svg')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const conPanel = (await scripts()).reduce((n, s) => n + s.bytes, 0);
  console.log(`Con el panel de una máquina: ${(conPanel / 1024).toFixed(1)} KB recibidos (brotli)`);
  await contexto.close();
});

type AlertaInicio = { mensaje: string; maquina: string | null; inicio: string };
type Atencion = {
  alertas_abiertas: number;
  alertas: AlertaInicio[];
  sin_reportar: AlertaInicio[];
  cortes_pendientes: number | null;
};
type Efectivo = {
  sobrantes_faltantes: {
    filas: { nombre: string; sobrantes: number; faltantes: number; diferencia: number }[];
    totales: { sobrantes: number; faltantes: number; diferencia: number } | null;
  } | null;
  efectivo_en_mano: { colector: string; en_mano: number }[] | null;
};

// Issue 43: what needs attention opens Inicio (first after the header on a phone), then the figures; the cash side
// shows the same figures as the API the linked screens read, for the administrator and for the demo operator.
for (const [quien, cuenta] of [
  ['el administrador', E2E_ADMIN],
  ['el operador', DEMO_OPERADOR],
] as const) {
  test(`${quien}: lo que pide atención primero, luego las cifras y el efectivo (390 y 1280 px)`, async ({
    page,
    request,
  }) => {
    await loginAs(page, cuenta.username, cuenta.password);
    const token = await tokenOf(page);
    const atencion = await apiOne<Atencion>(request, token, '/negocio/atencion', {});
    const efectivo = await apiOne<Efectivo>(request, token, '/negocio/efectivo', periodoDe('mes'));
    const bloque = region(page, 'Requiere atención');
    const nombre = quien === 'el administrador' ? 'inicio-atencion-admin' : 'inicio-atencion-operador';
    await checkScreen(page, nombre, async (width) => {
      await expect(bloque.getByTestId('atencion-alertas')).toContainText(
        new RegExp(`^${entero(atencion.alertas_abiertas)}\\s*Alertas abiertas`),
      );
      for (const a of atencion.sin_reportar) {
        await expect(
          bloque.getByTestId('atencion-sin-reportar').getByRole('link', { name: a.mensaje }),
        ).toBeVisible();
      }
      if (atencion.cortes_pendientes !== null) {
        await expect(bloque.getByTestId('atencion-cortes')).toContainText(
          new RegExp(`^${entero(atencion.cortes_pendientes)}\\s*Cortes por aprobar`),
        );
        await expect(bloque.getByRole('link', { name: 'Ver los cortes por aprobar' })).toHaveAttribute(
          'href',
          '/dashboard/cortes?seccion=lista&estado=PENDIENTE',
        );
      }
      // The first content after the header, above the period and the figures.
      const h1 = await page.getByRole('heading', { level: 1 }).boundingBox();
      const caja = await bloque.boundingBox();
      const filtro = await periodo(page).boundingBox();
      expect(caja && h1 && filtro).toBeTruthy();
      expect(caja!.y).toBeGreaterThan(h1!.y);
      expect(caja!.y).toBeLessThan(filtro!.y);
      const siguiente = await page
        .getByRole('heading', { level: 1 })
        .evaluate((h) => h.nextElementSibling?.getAttribute('aria-labelledby'));
      expect(siguiente).toBe('inicio-atencion');
      if (width === 390) expect(caja!.y).toBeLessThan(844);

      const sf = efectivo.sobrantes_faltantes;
      if (sf) {
        const tabla = page.getByTestId('inicio-sobrantes');
        for (const f of sf.filas) {
          await expect(tabla.getByRole('row', { name: new RegExp(f.nombre) })).toContainText(
            dinero(f.faltantes),
          );
        }
        if (sf.totales) await expect(tabla.locator('tfoot')).toContainText(dinero(sf.totales.faltantes));
        await expect(tabla.getByRole('link', { name: 'Ver sobrantes y faltantes' })).toHaveAttribute(
          'href',
          /seccion=resumen&por=colector/,
        );
      }
      const enMano = efectivo.efectivo_en_mano?.filter((f) => f.en_mano !== 0) ?? [];
      for (const f of enMano) {
        await expect(
          page.getByTestId('inicio-en-mano').getByRole('row', { name: new RegExp(f.colector) }),
        ).toContainText(dinero(f.en_mano));
      }
    });
  });
}
