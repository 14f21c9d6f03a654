// Registro sanitario (issue 19) in Chromium: an ADMIN records a cleaning (dated back), a water reading out of range
// (shown red with the value named) and a laboratory analysis with its PDF report attached, downloads the report,
// edits an entry; on the machine's care page sees a consumable past its life (red), replaces it, adds and removes
// another, adds a task and sees an overdue one in red; prints the expediente sanitario to PDF and reads its text
// back, headed by the business's identity (issue 43), not the product's name; deletes an entry. Each screen passes
// axe at 1280 and 390 px in both color modes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  acceptConfirm,
  adminToken,
  apiOne,
  checkScreen,
  consoleErrors,
  expectPhoneCard,
  loginAs,
} from './helpers.ts';
import { pdfPages } from './pdf-text.ts';

test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36).toUpperCase();
const SHOTS = new URL('./screenshots/', import.meta.url).pathname;
mkdirSync(SHOTS, { recursive: true });

const TIENDA = `Tienda sanitaria ${run}`;
const MAQUINA = `Máquina sanitaria ${run}`;
const RESPONSABLE = `Responsable ${run}`;

/** A day `n` days before today in the business's zone, `YYYY-MM-DD`. */
function diasAtras(n: number) {
  const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
  const d = new Date(`${hoy}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
}
const dmy = (dia: string) => dia.split('-').reverse().join('/');
const HOY = diasAtras(0);
const LIMPIEZA_DIA = diasAtras(20);

/** The smallest PDF a viewer opens: a report's stand-in. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

let id_maquina = 0;

test.beforeAll(async ({ request }) => {
  const token = await adminToken(request);
  const tienda = await apiOne(request, token, '/tienda/new', {
    nombre_comercial: TIENDA,
    razon_social: `Purificadora ${run}`,
    rfc: `SANI010101${run.slice(-3)}`,
    tipo_persona: 'FISICA',
  });
  const domicilio = await apiOne(request, token, '/domicilio/new', {
    id_tienda: tienda.id_tienda,
    es_sucursal: 'NO',
    calle: 'Calle 60',
    numero_ext: '321',
    primer_cruzamiento: 'Calle 45',
  });
  const maquina = await apiOne(request, token, '/maquina/new', { nombre: MAQUINA, estatus: 'ACTIVA' });
  id_maquina = maquina.id_maquina;
  await apiOne(request, token, '/maquina/ubicar', {
    id_maquina,
    id_domicilio: domicilio.id_domicilio,
    desde: diasAtras(60),
  });
  // A filter installed 40 days ago with a life of 30: past due.
  await apiOne(request, token, '/consumible/new', {
    id_maquina,
    nombre: 'Filtro de sedimentos',
    vida_dias: 30,
    instalado: diasAtras(40),
  });
  // Cleanings every 7 days from a month ago: the one dated 20 days ago leaves it overdue.
  await apiOne(request, token, '/tarea-sanitaria/new', {
    id_maquina,
    tipo: 'LIMPIEZA',
    frecuencia_dias: 7,
    desde: diasAtras(30),
  });
});

let errores: string[] = [];
test.beforeEach(async ({ page }) => {
  errores = consoleErrors(page);
  await loginAs(page);
});

const dialogo = (page: Page) => page.getByRole('dialog');
const filas = (page: Page) => page.getByRole('region', { name: 'Entradas del registro' }).locator('tbody tr');
const filaCon = (page: Page, texto: string) => filas(page).filter({ hasText: texto });
/** A section of the care page: the card under its heading. */
const tarjeta = (page: Page, titulo: string) =>
  page.locator('.card').filter({ has: page.getByRole('heading', { name: titulo, exact: true }) });

async function guardar(page: Page, banner: string) {
  await dialogo(page).getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(dialogo(page)).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: banner })).toBeVisible();
}

async function nuevaEntrada(page: Page, tipo: string) {
  await page.getByRole('button', { name: 'Nueva entrada' }).click();
  const d = dialogo(page);
  await expect(d.getByLabel('Máquina')).toHaveValue(String(id_maquina));
  await d.getByLabel('Tipo').selectOption({ label: tipo });
  await d.getByLabel('Responsable').fill(RESPONSABLE);
  return d;
}

async function escribirDia(campo: Locator, dia: string) {
  await campo.fill(dmy(dia));
  await campo.press('Enter');
}

test('registra una limpieza y una lectura fuera de rango, que se ve en rojo', async ({ page }) => {
  await page.getByRole('link', { name: 'Registro sanitario' }).click();
  await expect(page).toHaveURL(/\/dashboard\/registro-sanitario$/);
  // The URL changes before the lazy screen replaces Inicio, which has its own 'Máquina' select.
  await expect(page.getByRole('heading', { name: 'Registro sanitario', level: 1 })).toBeVisible();
  await page.getByLabel('Máquina', { exact: true }).selectOption({ label: MAQUINA });
  await expect(page).toHaveURL(new RegExp(`maquina=${id_maquina}`));
  await expect(filas(page)).toHaveCount(0);

  let d = await nuevaEntrada(page, 'Limpieza y sanitización');
  await expect(d.getByLabel('Cloro residual libre (mg/L)')).toHaveCount(0);
  await escribirDia(d.getByRole('textbox', { name: 'Fecha' }), LIMPIEZA_DIA);
  await d.getByLabel('Sustancia').fill('Hipoclorito de sodio');
  await d.getByLabel('Concentración').fill('100 ppm');
  await guardar(page, 'Entrada registrada.');
  await expect(filaCon(page, 'Hipoclorito de sodio · 100 ppm').locator('td[data-label="Fecha"]')).toHaveText(
    dmy(LIMPIEZA_DIA),
  );

  d = await nuevaEntrada(page, 'Lectura de calidad del agua');
  await expect(d.getByLabel('Sustancia')).toHaveCount(0);
  await d.getByLabel('Entrada', { exact: true }).check();
  await expect(d.getByText('Rango de entrada: 0.2 – 1.5')).toBeVisible();
  await expect(d.getByText('Rango de entrada: 6.5 – 8.5')).toBeVisible();
  await d.getByLabel('Cloro residual libre (mg/L)').fill('0.1');
  await d.getByLabel('pH').fill('7.2');
  await d.getByLabel('Sólidos disueltos totales (mg/L)').fill('300');
  await guardar(page, 'Entrada registrada.');
  const lectura = filaCon(page, 'Fuera de rango: Cloro');
  await expect(lectura).toHaveCount(1);
  await expect(lectura.getByText('Cloro 0.1 mg/L')).toHaveClass(/av-fuera/);
  await expect(lectura.getByText('pH 7.2')).not.toHaveClass(/av-fuera/);
  const rojo = await lectura
    .getByText('Cloro 0.1 mg/L')
    .evaluate((el) => getComputedStyle(el).color.match(/\d+/g)?.map(Number) ?? []);
  expect(rojo[0], 'el valor fuera de rango se ve rojo').toBeGreaterThan(150);
  expect(rojo[1]).toBeLessThan(100);

  // The kind filter narrows the list.
  await page.getByLabel('Tipo').selectOption({ label: 'Lectura de calidad del agua' });
  await expect(filas(page)).toHaveCount(1);
  await page.getByLabel('Tipo').selectOption({ label: 'Todos los tipos' });
  await expect(filas(page)).toHaveCount(2);

  await checkScreen(page, 'registro-sanitario', async (ancho) => {
    if (ancho === 390) await expectPhoneCard(page.getByRole('table'), lectura, 'Detalle');
    else await expect(lectura).toBeVisible();
  });
  expect(errores).toEqual([]);
});

test('un análisis con su informe PDF adjunto, que se descarga; una entrada se edita', async ({ page }) => {
  await page.goto(`/dashboard/registro-sanitario?maquina=${id_maquina}`);
  const d = await nuevaEntrada(page, 'Análisis de laboratorio');
  await d.getByLabel('Laboratorio', { exact: true }).fill('Laboratorio Peninsular de Aguas');
  await d.getByLabel('Conforme', { exact: true }).check();
  await d.getByLabel('Informe del laboratorio (opcional)').setInputFiles({
    name: 'informe-lab.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await guardar(page, 'Entrada registrada.');
  const analisis = filaCon(page, 'Laboratorio Peninsular de Aguas');
  const boton = analisis.getByRole('button', { name: /^Descargar informe-lab.*\.pdf$/ });
  await expect(boton).toBeVisible();
  const descarga = page.waitForEvent('download');
  await boton.click();
  const archivo = await descarga;
  expect(archivo.suggestedFilename()).toMatch(/^informe-lab.*\.pdf$/);
  const bytes = await readFile(await archivo.path());
  expect(bytes.equals(PDF), 'el informe descargado es el que se adjuntó').toBe(true);

  // The export is the list as shown: this machine's entries.
  const csvDescarga = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('button', { name: 'CSV (Excel, hojas de cálculo)' }).click();
  const csv = await readFile(await (await csvDescarga).path(), 'utf8');
  for (const t of ['Hipoclorito de sodio', 'Laboratorio Peninsular de Aguas', RESPONSABLE])
    expect(csv).toContain(t);
  expect(csv).not.toContain('Máquina Centro');

  // Edit: the cleaning's concentration.
  const limpieza = filaCon(page, 'Hipoclorito de sodio');
  await limpieza.getByRole('button', { name: /^Editar \d+$/ }).click();
  await expect(dialogo(page).getByLabel('Tipo')).toHaveValue('LIMPIEZA');
  await dialogo(page).getByLabel('Concentración').fill('200 ppm');
  await guardar(page, 'Entrada actualizada.');
  await expect(filaCon(page, 'Hipoclorito de sodio · 200 ppm')).toHaveCount(1);
  expect(errores).toEqual([]);
});

test('la página de cuidado: consumibles con su vida usada y tareas con su próxima fecha', async ({
  page,
}) => {
  await page.goto(`/dashboard/registro-sanitario?maquina=${id_maquina}`);
  await page.getByRole('link', { name: 'Consumibles y tareas' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/registro-sanitario/maquina/${id_maquina}$`));
  await expect(page.getByRole('heading', { name: `Cuidado de ${MAQUINA}` })).toBeVisible();
  await expect(page.getByText(TIENDA)).toBeVisible();

  const consumibles = tarjeta(page, 'Consumibles');
  const filtro = consumibles.locator('tbody tr', { hasText: 'Filtro de sedimentos' });
  await expect(filtro.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(filtro.getByText('Cambio vencido', { exact: false })).toHaveClass(/av-fuera/);

  // An overdue task reads red.
  const tareas = tarjeta(page, 'Tareas sanitarias');
  const limpieza = tareas.locator('tbody tr', { hasText: 'Limpieza y sanitización' });
  await expect(limpieza.locator('td[data-label="Última vez"]')).toHaveText(dmy(LIMPIEZA_DIA));
  const proxima = limpieza.locator('td[data-label="Próxima"] > span');
  await expect(proxima).toHaveClass(/av-fuera/);
  await expect(proxima).toHaveText(`${dmy(diasAtras(13))}Vencida`);

  // The latest reading at the entrada, against its ranges.
  const lecturas = tarjeta(page, 'Últimas lecturas');
  await expect(lecturas.locator('tbody tr', { hasText: 'Entrada' })).toContainText('Fuera de rango: Cloro');
  await expect(lecturas.locator('td[data-label="Cloro"]')).toContainText('0.2 – 1.5');

  await checkScreen(page, 'registro-sanitario-cuidado', async (ancho) => {
    if (ancho === 390) await expectPhoneCard(consumibles.getByRole('table'), filtro, 'Uso');
    else await expect(filtro).toBeVisible();
  });

  // Replace the filter: a REEMPLAZO entry re-installs it today.
  await filtro.getByRole('button', { name: 'Registrar reemplazo de Filtro de sedimentos' }).click();
  const d = dialogo(page);
  await expect(d.getByLabel('Tipo')).toHaveValue('REEMPLAZO');
  await expect(d.getByLabel('Consumible')).toHaveValue(/\d+/);
  await expect(d.getByLabel('Consumible').locator('option:checked')).toHaveText('Filtro de sedimentos');
  await d.getByLabel('Responsable').fill(RESPONSABLE);
  await d.getByLabel('Lectura del contador (L)').fill('0');
  await d.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(d).toBeHidden();
  await expect(filtro.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expect(filtro.locator('td[data-label="Instalado el"]')).toContainText(dmy(HOY));
  await expect(filtro.getByText('Cambio vencido')).toHaveCount(0);

  // Add a UV lamp, then remove it.
  await consumibles.getByRole('button', { name: 'Agregar consumible' }).click();
  await dialogo(page).getByLabel('Nombre').fill('Lámpara UV');
  await dialogo(page).getByLabel('Vida en litros (opcional)').fill('100000');
  await dialogo(page).getByLabel('Vida en días (opcional)').fill('365');
  await dialogo(page).getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(consumibles.getByText('Consumible guardado.')).toBeVisible();
  const lampara = consumibles.locator('tbody tr', { hasText: 'Lámpara UV' });
  await expect(lampara.locator('td[data-label="Vida"]')).toHaveText('100,000 L · 365 días');
  await lampara.getByRole('button', { name: 'Editar Lámpara UV' }).click();
  await expect(dialogo(page).getByLabel('Nombre')).toHaveValue('Lámpara UV');
  await dialogo(page).getByLabel('Vida en días (opcional)').fill('');
  await dialogo(page).getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(lampara.locator('td[data-label="Vida"]')).toHaveText('100,000 L');
  await lampara.getByRole('button', { name: 'Eliminar Lámpara UV' }).click();
  await acceptConfirm(page, '¿Eliminar el consumible Lámpara UV?');
  await expect(lampara).toHaveCount(0);

  // A new task, then its frequency edited; one live task per kind.
  await tareas.getByRole('button', { name: 'Agregar tarea' }).click();
  await dialogo(page).getByLabel('Tipo').selectOption({ label: 'Análisis de laboratorio' });
  await dialogo(page).getByLabel('Cada cuántos días').fill('180');
  await dialogo(page).getByRole('button', { name: 'Guardar Cambios' }).click();
  const analisis = tareas.locator('tbody tr', { hasText: 'Análisis de laboratorio' });
  await expect(analisis.locator('td[data-label="Frecuencia"]')).toHaveText('Cada 180 días');
  await analisis.getByRole('button', { name: 'Editar Análisis de laboratorio' }).click();
  await dialogo(page).getByLabel('Cada cuántos días').fill('90');
  await dialogo(page).getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(analisis.locator('td[data-label="Frecuencia"]')).toHaveText('Cada 90 días');
  await expect(analisis.getByText('Vencida')).toHaveCount(0);
  expect(errores).toEqual([]);
});

test('el expediente sanitario se imprime en PDF con sus entradas, rangos e informes', async ({ page }) => {
  await page.goto(`/dashboard/registro-sanitario/maquina/${id_maquina}`);
  await page.getByRole('link', { name: 'Expediente sanitario' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/dashboard/registro-sanitario/expediente\\?maquina=${id_maquina}$`),
  );
  const hoja = page.getByRole('article', { name: `Expediente sanitario de ${MAQUINA}` });
  await expect(hoja).toBeVisible();
  // The shared presets: the last 7 days leave the cleaning out; a custom period takes it in.
  await page.getByLabel('Periodo').selectOption({ label: 'Últimos 7 días' });
  await expect(hoja).toContainText('Laboratorio Peninsular de Aguas');
  await expect(hoja).not.toContainText('Hipoclorito de sodio');
  await page.getByLabel('Periodo').selectOption({ label: 'Personalizado' });
  await escribirDia(page.getByRole('textbox', { name: 'Desde' }), diasAtras(30));
  await escribirDia(page.getByRole('textbox', { name: 'Hasta' }), HOY);
  await expect(hoja).toContainText('Hipoclorito de sodio');
  await checkScreen(page, 'registro-sanitario-expediente', async () => {
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeEnabled();
  });

  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 816, height: 1056 });
  await page.screenshot({ path: `${SHOTS}/registro-sanitario-expediente-impreso.png`, fullPage: true });
  await page.emulateMedia({ media: null });
  await page.setViewportSize({ width: 1280, height: 800 });
  const pdf = await page.pdf({ format: 'Letter' });
  writeFileSync(`${SHOTS}/registro-sanitario-expediente.pdf`, pdf);
  const { totalPages, text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
    mergePages: true,
  });
  expect(totalPages).toBeGreaterThanOrEqual(1);
  const texto = text.replace(/\s+/g, ' ');
  for (const t of [
    `Expediente sanitario de ${MAQUINA}`,
    TIENDA,
    'Calle 60',
    `Del ${dmy(diasAtras(30))} al ${dmy(HOY)}`,
    'Rangos de las lecturas',
    '0.2 – 1.5',
    'Entrada: NOM-127-SSA1-2021.',
    'Hipoclorito de sodio · 200 ppm',
    'Cloro 0.1 mg/L',
    'Fuera de rango: Cloro',
    'Laboratorio Peninsular de Aguas · Conforme',
    'Informes adjuntos',
    'informe-lab',
    'Filtro de sedimentos',
    'Tareas sanitarias',
    'Cada 7 días',
    'Generado el',
  ])
    expect(texto, t).toContain(t);
  // The entries in date order: the cleaning of 20 days ago before today's reading.
  expect(texto.indexOf('Hipoclorito de sodio')).toBeLessThan(texto.indexOf('Cloro 0.1 mg/L'));
  // The screen's controls stay off the paper.
  expect(texto).not.toContain('Imprimir');
  expect(texto).not.toContain('Registro sanitario Inicio');

  // In the business's name (issue 43), at either width: its logo, name, razón social, RFC and address head the page;
  // the product's name is only the small "Hecho con" line. Compared without spaces (Chromium places kerned runs apart).
  await expect(hoja.getByRole('img', { name: 'Logotipo de Agua Pura La Fuente' })).toBeVisible();
  const plano = (t: string) => t.replace(/\s+/g, '');
  for (const ancho of [390, 1280]) {
    await page.setViewportSize({ width: ancho, height: ancho === 390 ? 844 : 800 });
    const impreso = await page.pdf({ format: 'Letter' });
    writeFileSync(`${SHOTS}/registro-sanitario-expediente-${ancho}.pdf`, impreso);
    const primera = plano(pdfPages(impreso)[0] ?? '');
    expect(primera.startsWith(plano('Agua Pura La Fuente')), `${ancho} px: ${primera.slice(0, 80)}`).toBe(
      true,
    );
    for (const t of [
      'Purificadora La Fuente S.A. de C.V.',
      'RFC PLF180512QX4',
      'Régimen 601 · General de Ley Personas Morales',
      'Calle 62 No. 415, Centro, C.P. 97000, Mérida, Yucatán',
      'Tel. 999 923 4510',
      'Hecho con AguaVend',
    ])
      expect(primera, `${ancho} px`).toContain(plano(t));
    expect(primera.match(/AguaVend/g), `${ancho} px`).toEqual(['AguaVend']);
    expect(primera.indexOf(plano('Agua Pura La Fuente'))).toBeLessThan(
      primera.indexOf(plano(`Expediente sanitario de ${MAQUINA}`)),
    );
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(errores).toEqual([]);
});

test('una entrada se elimina tras confirmarlo', async ({ page }) => {
  await page.goto(`/dashboard/registro-sanitario?maquina=${id_maquina}`);
  const limpieza = filaCon(page, 'Hipoclorito de sodio');
  const id = (await limpieza.locator('td[data-label="ID"]').textContent())?.trim();
  await limpieza.getByRole('button', { name: `Eliminar ${id}` }).click();
  await acceptConfirm(
    page,
    `¿Eliminar la entrada #${id} (Limpieza y sanitización) del ${dmy(LIMPIEZA_DIA)}?`,
  );
  await expect(page.getByRole('status').filter({ hasText: 'Entrada eliminada.' })).toBeVisible();
  await expect(filaCon(page, 'Hipoclorito de sodio')).toHaveCount(0);
  expect(errores).toEqual([]);
});

test('los datos de demostración: lectura baja, filtro vencido, limpieza atrasada e informe del laboratorio', async ({
  page,
}) => {
  await page.goto('/dashboard/registro-sanitario');
  const maquina = page.getByLabel('Máquina', { exact: true });
  // Every machine of the user, the one at rest marked.
  await expect(
    maquina.locator('option', { hasText: 'Máquina Bodega (fuera de servicio) (Inactiva)' }),
  ).toHaveCount(1);
  await maquina.selectOption({ label: 'Máquina Purificadora Las Palmas' });
  const baja = filaCon(page, 'Cloro bajo en la toma');
  await expect(baja.getByText('Cloro 0.1 mg/L')).toHaveClass(/av-fuera/);
  await expect(baja).toContainText('Fuera de rango: Cloro');

  await maquina.selectOption({ label: 'Máquina Centro' });
  await page.getByLabel('Tipo').selectOption({ label: 'Análisis de laboratorio' });
  await expect(filas(page)).toHaveCount(1);
  const descarga = page.waitForEvent('download');
  await filas(page).getByRole('button', { name: 'Descargar Informe de laboratorio Centro.pdf' }).click();
  const archivo = await descarga;
  expect(archivo.suggestedFilename()).toBe('Informe de laboratorio Centro.pdf');
  expect((await readFile(await archivo.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await maquina.selectOption({ label: 'Máquina Mercado Norte' });
  await page.getByRole('link', { name: 'Consumibles y tareas' }).click();
  const uv = tarjeta(page, 'Consumibles').locator('tbody tr', { hasText: 'Lámpara UV' });
  await expect(uv.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(uv).toContainText('Cambio vencido');
  const limpieza = tarjeta(page, 'Tareas sanitarias').locator('tbody tr', {
    hasText: 'Limpieza y sanitización',
  });
  await expect(limpieza.locator('td[data-label="Próxima"] > span')).toHaveClass(/av-fuera/);
  await checkScreen(page, 'registro-sanitario-cuidado-demo', async () => {
    await expect(uv).toBeVisible();
  });
  expect(errores).toEqual([]);
});
