// Estados de cuenta (issues 18 and 43) in Chromium: an ADMIN generates last month's statements, opens a new store's
// (its machine stood there half the month under rent plus 10 %), adds an adjustment, registers a payment (the form
// shows what each month owes) and sees what is pending fall, prints the statement (one Letter page, read back with
// unpdf) and this month's, where that payment settles last month, checking on paper that saldo anterior + cargos −
// pagos recibidos = saldo al cierre, and every statement of the month (one page each), looks at Rentabilidad, and
// closes the oldest open month, after which a payment dated in it is refused. The demo store's owner opens and prints
// her own statement from Mi tienda (first on a phone) and reaches no other store's. Each screen passes axe at 1280
// and 390 px in both color modes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  acceptConfirm,
  adminToken,
  apiCall,
  apiOne,
  checkScreen,
  consoleErrors,
  loginAs,
  submitLogin,
} from './helpers.ts';

test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36).toUpperCase();
const SHOTS = new URL('./screenshots/', import.meta.url).pathname;
mkdirSync(SHOTS, { recursive: true });

/** `YYYY-MM` of today in the business's zone, moved `n` months. */
function mesMx(n: number) {
  const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
  const [a, m] = hoy.split('-').map(Number) as [number, number];
  const t = a * 12 + (m - 1) + n;
  return `${Math.floor(t / 12)}-${String((t % 12) + 1).padStart(2, '0')}`;
}
const nombreMes = (mes: string) =>
  new Intl.DateTimeFormat('es-MX', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${mes}-01T12:00:00Z`),
  );
const diasDe = (mes: string) =>
  new Date(Date.UTC(Number(mes.slice(0, 4)), Number(mes.slice(5)), 0)).getUTCDate();

/** Last month: the screen's default, where this run's store sells. */
const MES = mesMx(-1);
/** The demo closes months up to four ago: three ago is the oldest open one, which this run closes. */
const MES_A_CERRAR = mesMx(-3);
const TIENDA = `Tienda cuentas ${run}`;
const MAQUINA = `Máquina cuentas ${run}`;
// The machine stands there from the 16th: 16 days of a 31-day month, or 15 of 30.
const DIAS = diasDe(MES) - 15;
const RENTA = Math.round((600 * DIAS * 100) / diasDe(MES)) / 100;
// 8 garrafones at $25.00 = $200.00; 10 % = $20.00.
const TOTAL = Math.round((RENTA + 20) * 100) / 100;
const pesos = (n: number) =>
  `${n < 0 ? '-' : ''}$ ${Math.abs(n).toLocaleString('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** The amount a text writes after `label` ('Cargos del mes $ 1,234.50' → 1234.5). */
function cifra(texto: string, label: string) {
  const m = new RegExp(`${label} (-?)\\$ ([\\d,]+\\.\\d{2})`).exec(texto);
  if (!m) throw new Error(`«${label}» no tiene cifra en: ${texto}`);
  return (m[1] ? -1 : 1) * Number((m[2] ?? '').replaceAll(',', ''));
}
const centavos = (n: number) => Math.round(n * 100);
/** On a printed statement: saldo anterior + cargos del mes − pagos recibidos en el mes = saldo al cierre. */
function identidad(texto: string) {
  const f = {
    anterior: cifra(texto, 'Saldo anterior'),
    cargos: cifra(texto, 'Cargos del mes'),
    pagos: cifra(texto, 'Pagos recibidos en el mes'),
    saldo: cifra(texto, 'Saldo al cierre del mes'),
  };
  expect(centavos(f.anterior) + centavos(f.cargos) - centavos(f.pagos), JSON.stringify(f)).toBe(
    centavos(f.saldo),
  );
  return f;
}
/** The statement's pdf, one Letter page, as one line of text. */
async function textoImpreso(page: Page, archivo: string) {
  const pdf = await page.pdf({ format: 'Letter' });
  writeFileSync(`${SHOTS}/${archivo}`, pdf);
  const { totalPages, text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
    mergePages: false,
  });
  expect(totalPages, 'el estado de cuenta cabe en una hoja').toBe(1);
  return (text[0] ?? '').replace(/\s+/g, ' ');
}
/** On screen: the closing balance is what the months still owed at the close (the table's rows add up to it). */
async function adeudosCuadran(page: Page) {
  const tabla = page.getByRole('region', { name: /^Lo que cada mes debía al cierre de / });
  const celdas = await tabla.locator('tbody td[data-label="Pendiente al cierre"]').allTextContents();
  const suma = celdas.reduce((s, c) => s + centavos(cifra(`x ${c}`, 'x')), 0);
  const saldo = cifra(`x ${await page.getByTestId('estado-saldo').textContent()}`, 'x');
  expect(suma).toBe(centavos(saldo));
  await expect(tabla.locator('tfoot')).toContainText(pesos(saldo));
}

let id_tienda = 0;

test.beforeAll(async ({ request }) => {
  const token = await adminToken(request);
  const tienda = await apiOne(request, token, '/tienda/new', {
    nombre_comercial: TIENDA,
    razon_social: `Comercializadora ${run}`,
    rfc: `CUEN010101${run.slice(-3)}`,
    tipo_persona: 'FISICA',
  });
  id_tienda = tienda.id_tienda;
  const domicilio = await apiOne(request, token, '/domicilio/new', {
    id_tienda,
    es_sucursal: 'NO',
    calle: 'Calle 62',
    numero_ext: '480',
    primer_cruzamiento: 'Calle 57',
  });
  const maquina = await apiOne(request, token, '/maquina/new', {
    nombre: MAQUINA,
    estatus: 'ACTIVA',
    precio_litro: 1,
  });
  await apiOne(request, token, '/maquina/ubicar', {
    id_maquina: maquina.id_maquina,
    id_domicilio: domicilio.id_domicilio,
    desde: `${MES}-16`,
  });
  await apiOne(request, token, '/convenio/new', {
    id_tienda,
    tipo: 'MIXTO',
    desde: `${MES}-01`,
    renta: 600,
    porcentaje: 10,
    base_iva: 'CON_IVA',
  });
  const productos = await apiCall<{ id_producto: number; stock: number }>(request, token, '/producto');
  const producto = productos.find((p) => p.stock >= 8);
  const categorias = await apiCall<{ id_categoria_transaccion: number; clase: string }>(
    request,
    token,
    '/cat/categorias/trans',
  );
  const venta = categorias.find((c) => c.clase === 'VENTA');
  await apiOne(request, token, '/venta/maquina/new', {
    ventas_maquina: {
      id_maquina: maquina.id_maquina,
      id_producto: producto?.id_producto,
      cantidad: 8,
      precio_unitario: 25,
      fecha_transaccion: `${MES}-20T12:00:00-06:00`,
    },
    transacciones: {
      id_categoria_transaccion: venta?.id_categoria_transaccion,
      descripcion: 'Venta',
      monto: 200,
    },
  });
});

let errores: string[] = [];
test.beforeEach(async ({ page }) => {
  errores = consoleErrors(page);
  await loginAs(page);
});

/** The success notice with a text matching `texto`, closed. */
async function exito(page: Page, texto: string | RegExp) {
  const popup = page.locator('.swal2-popup');
  await expect(popup.locator('.swal2-title')).toHaveText('¡Operación Exitosa!');
  await expect(popup.locator('.swal2-html-container')).toHaveText(texto);
  await popup.locator('.swal2-confirm').click();
  await expect(popup).toBeHidden();
}

const filaTienda = (page: Page) => page.locator('tbody tr', { hasText: TIENDA });
const hoja = (page: Page) =>
  page.getByRole('article', { name: `Estado de cuenta de ${TIENDA}, ${nombreMes(MES)}` });

test('genera los estados de cuenta del mes anterior y abre el de la tienda', async ({ page }) => {
  await page.getByRole('link', { name: 'Estados de cuenta' }).click();
  await expect(page).toHaveURL(/\/dashboard\/estados-cuenta$/);
  await expect(page.getByLabel('Mes', { exact: true })).toHaveValue(MES);
  await expect(filaTienda(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Generar estados de cuenta' }).click();
  await exito(page, /^Se generaron? \d+ estados? de cuenta\.$/);
  const fila = filaTienda(page);
  await expect(fila).toHaveCount(1);
  // The statement's identity, then what the month owes today.
  for (const [col, valor] of [
    ['Ventas', 200],
    ['Saldo anterior', 0],
    ['Cargos del mes', TOTAL],
    ['Pagos recibidos en el mes', 0],
    ['Saldo al cierre', TOTAL],
    ['Pendiente hoy', TOTAL],
  ] as const)
    await expect(fila.locator(`td[data-label="${col}"]`), col).toHaveText(pesos(valor));
  await page.getByRole('searchbox').fill(run);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  // The export is the month's statements as the list shows them (here, searched to this store).
  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('button', { name: 'CSV (Excel, hojas de cálculo)' }).click();
  const archivo = await descarga;
  expect(archivo.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile(await archivo.path(), 'utf8');
  expect(csv).toContain(TIENDA);
  expect(csv).not.toContain('Abarrotes Doña Mary');
  // The same words and the same figures as the screen and the statement.
  expect(csv).toContain(
    'Saldo anterior,Cargos del mes,Pagos recibidos en el mes,Saldo al cierre,Aplicado al mes (hoy),Pendiente del mes (hoy)',
  );
  expect(csv).toContain(`0.00,${TOTAL.toFixed(2)},0.00,${TOTAL.toFixed(2)},0.00,${TOTAL.toFixed(2)}`);
  await checkScreen(page, 'estados-cuenta', async (ancho) => {
    await expect(filaTienda(page).getByRole('link', { name: TIENDA })).toBeVisible();
    if (ancho === 390) await expect(page.locator('thead').first()).toBeHidden();
  });

  await filaTienda(page).getByRole('link', { name: TIENDA }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/estados-cuenta/ver\\?tienda=${id_tienda}&mes=${MES}$`));
  const h = hoja(page);
  await expect(h).toContainText(`CUEN010101${run.slice(-3)}`);
  await expect(h.getByRole('row', { name: new RegExp(MAQUINA) }).first()).toContainText(`${DIAS}`);
  await expect(h.getByText(`10 % de las ventas con IVA — ${MAQUINA}`)).toBeVisible();
  await expect(h.getByText(`Renta proporcional (${DIAS} de ${diasDe(MES)} días)`)).toBeVisible();
  await expect(page.getByTestId('estado-saldo')).toHaveText(pesos(TOTAL));
  await checkScreen(page, 'estado-cuenta-ver', async () => {
    await expect(h.getByText('Saldo al cierre del mes', { exact: true })).toBeVisible();
  });
  expect(errores).toEqual([]);
});

test('un ajuste negativo baja el total y se puede eliminar', async ({ page }) => {
  await page.goto(`/dashboard/estados-cuenta/ver?tienda=${id_tienda}&mes=${MES}`);
  const form = page.getByRole('form', { name: 'Agregar ajuste' });
  await form.getByLabel('Monto').fill('-50');
  await form.getByLabel('Motivo').fill('Descuento por dos días sin luz');
  await form.getByRole('button', { name: 'Guardar ajuste' }).click();
  await exito(page, 'El ajuste se ha registrado correctamente.');
  const h = hoja(page);
  await expect(h.getByRole('row', { name: /Descuento por dos días sin luz/ })).toContainText('-$ 50.00');
  await expect(page.getByTestId('estado-saldo')).toHaveText(pesos(TOTAL - 50));

  // A second one, deleted after the question that names it.
  await form.getByLabel('Monto').fill('10');
  await form.getByLabel('Motivo').fill('Bono de prueba');
  await form.getByRole('button', { name: 'Guardar ajuste' }).click();
  await exito(page, 'El ajuste se ha registrado correctamente.');
  await expect(page.getByTestId('estado-saldo')).toHaveText(pesos(TOTAL - 40));
  const bono = h.getByRole('row', { name: /Bono de prueba/ });
  await bono.getByRole('button', { name: /Eliminar ajuste/ }).click();
  await acceptConfirm(page, '¿Eliminar el ajuste de $ 10.00 (Bono de prueba)?');
  await exito(page, 'El ajuste se ha eliminado correctamente.');
  await expect(bono).toHaveCount(0);
  await expect(page.getByTestId('estado-saldo')).toHaveText(pesos(TOTAL - 50));
  expect(errores).toEqual([]);
});

test('un pago baja lo pendiente del mes más antiguo', async ({ page }) => {
  await page.goto('/dashboard/estados-cuenta?seccion=pagos');
  const form = page.getByRole('form', { name: 'Registrar pago' });
  await expect(form.getByText('salda primero el mes pendiente más antiguo')).toBeVisible();
  await form.getByLabel('Tienda').selectOption({ label: TIENDA });
  // What each month owes before the payment: last month, after the adjustment.
  const debe = form.getByRole('region', { name: 'Lo que debe cada mes hoy' });
  await expect(debe.locator('tbody tr')).toHaveText([
    `${nombreMes(MES)}${pesos(TOTAL - 50)}${pesos(TOTAL - 50)}`,
  ]);
  await form.getByLabel('Monto').fill('100');
  await form.getByLabel('Efectivo').check();
  await form.getByLabel('Referencia (opcional)').fill(`Recibo ${run}`);
  await form.getByRole('button', { name: 'Guardar pago' }).click();
  await exito(page, 'El pago se ha registrado correctamente.');
  const pagos = page.getByRole('region', { name: 'Pagos' });
  const pago = pagos.locator('tbody tr', { hasText: `Recibo ${run}` });
  await expect(pago).toContainText('$ 100.00');
  await expect(pago).toContainText('Efectivo');
  // Filtered by the store: its one payment and the total.
  await page.locator('#pagos-tienda').selectOption({ label: TIENDA });
  await expect(pagos.locator('tbody tr')).toHaveCount(1);
  await expect(pagos.locator('tfoot')).toContainText('$ 100.00');
  await checkScreen(page, 'estados-cuenta-pagos', async () => {
    await expect(pago).toBeVisible();
  });

  await page.locator('.av-secciones').getByRole('link', { name: 'Estados de cuenta' }).click();
  const fila = filaTienda(page);
  // Received this month, the payment leaves last month's closing balance as it was and lowers what it owes today.
  await expect(fila.locator('td[data-label="Pagos recibidos en el mes"]')).toHaveText(pesos(0));
  await expect(fila.locator('td[data-label="Saldo al cierre"]')).toHaveText(pesos(TOTAL - 50));
  await expect(fila.locator('td[data-label="Pendiente hoy"]')).toHaveText(pesos(TOTAL - 50 - 100));
  expect(errores).toEqual([]);
});

for (const ancho of [390, 1280]) {
  test(`un pago descontado del efectivo de la máquina baja el efectivo en mano, a ${ancho} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: ancho, height: ancho === 390 ? 844 : 800 });
    // Juan Pérez's cash in hand before: the demo's Centro has boxes not yet deposited.
    const token = await adminToken(page.request);
    const enMano = async () =>
      (await apiCall(page.request, token, '/depositos/efectivo')).find(
        (f: { colector: string }) => f.colector === 'Juan Pérez',
      ) as { en_mano: number; pagado_tiendas: number };
    const antes = await enMano();
    await page.goto('/dashboard/estados-cuenta?seccion=pagos');
    const form = page.getByRole('form', { name: 'Registrar pago' });
    await form.getByLabel('Tienda').selectOption({ label: 'Agua Purificada La Fuente' });
    const caja = form.getByLabel('Descontado del efectivo de la máquina');
    await expect(caja.locator('option', { hasText: 'Máquina Centro' }).first()).toBeAttached();
    await caja.selectOption({ index: 1 });
    await expect(form.getByRole('radio', { name: 'Efectivo' })).toBeChecked();
    await expect(form.getByRole('radio', { name: 'Transferencia' })).toBeDisabled();
    await form.getByLabel('Monto').fill('10');
    await form.getByLabel('Referencia (opcional)').fill(`Caja ${run} ${ancho}`);
    await page.screenshot({ path: `${SHOTS}/pago-de-caja-${ancho}.png`, fullPage: true });
    await form.getByRole('button', { name: 'Guardar pago' }).click();
    await exito(page, 'El pago se ha registrado correctamente.');
    const pago = page
      .getByRole('region', { name: 'Pagos' })
      .locator('tbody tr', { hasText: `Caja ${run} ${ancho}` });
    await expect(pago).toContainText(/Del efectivo del corte #\d+/);
    const despues = await enMano();
    expect(despues.pagado_tiendas).toBeCloseTo(antes.pagado_tiendas + 10, 2);
    expect(despues.en_mano).toBeCloseTo(antes.en_mano - 10, 2);

    // Depósitos shows it beside the collector's cash.
    await page.goto('/dashboard/depositos');
    const tarjeta = page.locator('li', { hasText: 'Juan Pérez' });
    await expect(tarjeta).toContainText(`Pagado a tiendas: ${pesos(despues.pagado_tiendas)}`);
    await page.screenshot({ path: `${SHOTS}/efectivo-en-mano-pagado-${ancho}.png`, fullPage: true });

    // Taken back, so the rest of the suite sees the demo as it was.
    const [hecho] = await apiCall(page.request, token, '/pago', { buscar: `Caja ${run} ${ancho}` });
    await apiOne(page.request, token, '/pago/eliminar', { id_pago: hecho.id_pago });
    expect(errores).toEqual([]);
  });
}

test('imprime el estado de cuenta en una hoja carta y los de todo el mes, una hoja por tienda', async ({
  page,
  request,
}) => {
  await page.goto(`/dashboard/estados-cuenta/ver?tienda=${id_tienda}&mes=${MES}`);
  await page.getByRole('link', { name: 'Imprimir' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/dashboard/estados-cuenta/imprimir\\?mes=${MES}&tienda=${id_tienda}$`),
  );
  await expect(hoja(page)).toBeVisible();
  await checkScreen(page, 'estado-cuenta-imprimir', async () => {
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  });
  // The sheet as the printer gets it, to be looked at: Letter at 96 dpi.
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 816, height: 1056 });
  await page.screenshot({ path: `${SHOTS}/estado-cuenta-impreso.png`, fullPage: true });
  await page.emulateMedia({ media: null });
  await page.setViewportSize({ width: 1280, height: 800 });
  const texto = await textoImpreso(page, 'estado-cuenta.pdf');
  expect(identidad(texto)).toEqual({ anterior: 0, cargos: TOTAL - 50, pagos: 0, saldo: TOTAL - 50 });
  for (const t of [
    'AguaVend',
    `Estado de cuenta de ${TIENDA}, ${nombreMes(MES)}`,
    `CUEN010101${run.slice(-3)}`,
    `Comercializadora ${run}`,
    MAQUINA,
    `10 % de las ventas con IVA — ${MAQUINA}`,
    `Renta proporcional (${DIAS} de ${diasDe(MES)} días)`,
    'Descuento por dos días sin luz',
    // The payment is dated this month: it settles last month's statement but is not among last month's payments.
    'Sin pagos recibidos en este mes.',
    `Lo que cada mes debía al cierre de ${nombreMes(MES)}`,
    'Firma de la tienda',
  ])
    expect(texto, t).toContain(t);
  // The screen's buttons stay off the paper.
  expect(texto).not.toContain('Volver');

  // This month's statement: last month's balance comes in, and the payment received now went to last month.
  const ESTE = mesMx(0);
  const token0 = await adminToken(request);
  const generado = await request.post('/estado-cuenta/generar', {
    data: { mes: ESTE },
    headers: { autorizado: token0 },
  });
  expect(generado.ok()).toBe(true);
  await page.goto(`/dashboard/estados-cuenta/ver?tienda=${id_tienda}&mes=${ESTE}`);
  const pago = page
    .getByRole('region', { name: 'Pagos recibidos en el mes' })
    .locator('tbody tr', { hasText: `Recibo ${run}` });
  await expect(pago.locator('td[data-label="Se aplicó a"]')).toHaveText(`${nombreMes(MES)}: ${pesos(100)}`);
  await adeudosCuadran(page);
  await checkScreen(page, 'estado-cuenta-pago-anterior', async () => {
    await expect(pago).toBeVisible();
  });
  await page.getByRole('link', { name: 'Imprimir' }).click();
  await expect(page.getByRole('article')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 816, height: 1056 });
  await page.screenshot({ path: `${SHOTS}/estado-cuenta-pago-anterior-impreso.png`, fullPage: true });
  await page.emulateMedia({ media: null });
  await page.setViewportSize({ width: 1280, height: 800 });
  const esteMes = await textoImpreso(page, 'estado-cuenta-pago-anterior.pdf');
  const f = identidad(esteMes);
  expect([f.anterior, f.pagos]).toEqual([TOTAL - 50, 100]);
  expect(esteMes).toContain(`${nombreMes(MES)}: ${pesos(100)}`);

  // Every store's statement of the month: one page each, in the list's order.
  const token = await adminToken(request);
  const res = await request.post('/estado-cuenta', {
    data: { mes: MES, pagina: 1, por_pagina: 10 },
    headers: { autorizado: token },
  });
  const cuantos = (await res.json()).total as number;
  expect(cuantos).toBeGreaterThan(1);
  await page.goto(`/dashboard/estados-cuenta?mes=${MES}`);
  await page.getByRole('link', { name: 'Imprimir todos' }).click();
  await expect(page.getByRole('article')).toHaveCount(cuantos);
  const todos = await page.pdf({ format: 'Letter' });
  writeFileSync(`${SHOTS}/estados-cuenta-mes.pdf`, todos);
  const paginas = await extractText(await getDocumentProxy(new Uint8Array(todos)), { mergePages: false });
  expect(paginas.totalPages, 'una hoja por tienda').toBe(cuantos);
  for (const p of paginas.text) expect(p).toContain(`Estado de cuenta de`);
  expect(paginas.text.filter((p) => p.includes(TIENDA))).toHaveLength(1);
  expect(errores).toEqual([]);
});

test('rentabilidad por tienda y por máquina', async ({ page }) => {
  await page.goto(`/dashboard/estados-cuenta?seccion=rentabilidad&desde=${MES}&hasta=${MES}`);
  const tabla = page.getByRole('region', { name: 'Rentabilidad' });
  const fila = tabla.locator('tbody tr', { hasText: TIENDA });
  await expect(fila.locator('td[data-label="Ventas"]')).toHaveText('$ 200.00');
  await expect(tabla.locator('tfoot')).toContainText('Totales');
  await checkScreen(page, 'estados-cuenta-rentabilidad', async () => {
    await expect(fila).toBeVisible();
  });
  await page.getByText('Máquina', { exact: true }).click();
  await expect(tabla.locator('tbody tr', { hasText: MAQUINA }).locator('td[data-label="Ventas"]')).toHaveText(
    '$ 200.00',
  );
  expect(errores).toEqual([]);
});

test('cierra el mes abierto más antiguo; después un pago fechado en él se rechaza', async ({ page }) => {
  await page.goto(`/dashboard/estados-cuenta?mes=${MES_A_CERRAR}`);
  await expect(page.getByTestId('mes-cerrado')).toHaveCount(0);
  await page.getByRole('button', { name: 'Cerrar mes' }).click();
  await acceptConfirm(
    page,
    `¿Cerrar el mes de ${nombreMes(MES_A_CERRAR)}? Un mes cerrado no admite cambios: ni ventas, cortes, egresos, ajustes ni pagos con fecha en él. Las correcciones se registran como ajustes de un mes abierto.`,
  );
  await exito(page, `El mes ${MES_A_CERRAR} se ha cerrado.`);
  await expect(page.getByTestId('mes-cerrado')).toHaveText('Mes cerrado');
  await expect(page.getByRole('button', { name: 'Cerrar mes' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Generar estados de cuenta' })).toHaveCount(0);

  await page.goto('/dashboard/estados-cuenta?seccion=pagos');
  const form = page.getByRole('form', { name: 'Registrar pago' });
  await form.getByLabel('Tienda').selectOption({ label: TIENDA });
  const [a, m] = MES_A_CERRAR.split('-');
  const fecha = form.getByRole('textbox', { name: 'Fecha' });
  await fecha.fill(`15/${m}/${a}`);
  await fecha.press('Enter');
  await form.getByLabel('Monto').fill('10');
  await form.getByRole('button', { name: 'Guardar pago' }).click();
  const popup = page.locator('.swal2-popup');
  await expect(popup.locator('.swal2-title')).toHaveText('Advertencia');
  await expect(popup.locator('.swal2-html-container')).toHaveText(
    `El mes ${MES_A_CERRAR} está cerrado: no admite cambios. Registre la corrección como un ajuste de un mes abierto.`,
  );
  await popup.locator('.swal2-confirm').click();
  // The refused call is the page's only complaint.
  expect(errores.filter((e) => !e.includes('409'))).toEqual([]);
});

test('la tienda abre e imprime sus estados de cuenta desde Mi tienda, y solo los suyos', async ({
  page,
  request,
}) => {
  // The demo's store owner: Abarrotes Doña Mary is paid on the 5th for the month before. The admin's session goes.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/login');
  await submitLogin(page, 'tienda', 'demo12345');
  await expect(page).toHaveURL(/\/dashboard\/mi-tienda$/);
  // On a phone the statements come first, before the sales of the period.
  await page.setViewportSize({ width: 390, height: 844 });
  const estados = page.getByRole('region', { name: 'Estados de cuenta y pagos' });
  const ventas = page.getByRole('heading', { name: 'Ventas por día', exact: true });
  await expect(estados).toBeVisible();
  await expect(ventas).toBeVisible();
  const [arriba, abajo] = [await estados.boundingBox(), await ventas.boundingBox()];
  expect(arriba && abajo && arriba.y < abajo.y, 'los estados de cuenta, antes que las ventas').toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });

  await estados.getByRole('link', { name: `Ver el estado de cuenta de ${nombreMes(MES)}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/mi-tienda/estado\\?tienda=\\d+&mes=${MES}$`));
  const hojaMary = page.getByRole('article', {
    name: `Estado de cuenta de Abarrotes Doña Mary, ${nombreMes(MES)}`,
  });
  await expect(hojaMary).toBeVisible();
  // Read-only: no adjustments here.
  await expect(page.getByRole('form', { name: 'Agregar ajuste' })).toHaveCount(0);
  // Last month's payment, received on its 5th, went to the month before.
  await expect(
    hojaMary
      .getByRole('region', { name: 'Pagos recibidos en el mes' })
      .locator('td[data-label="Se aplicó a"]'),
  ).toContainText(`${nombreMes(mesMx(-2))}: `);
  await adeudosCuadran(page);
  const id_mary = Number(new URL(page.url()).searchParams.get('tienda'));
  await checkScreen(page, 'mi-tienda-estado', async () => {
    await expect(hojaMary).toBeVisible();
  });

  await page.getByRole('link', { name: 'Imprimir' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/dashboard/mi-tienda/estado/imprimir\\?tienda=${id_mary}&mes=${MES}$`),
  );
  await expect(hojaMary).toBeVisible();
  await checkScreen(page, 'mi-tienda-estado-imprimir', async () => {
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  });
  await page.emulateMedia({ media: 'print' });
  await page.setViewportSize({ width: 816, height: 1056 });
  await page.screenshot({ path: `${SHOTS}/mi-tienda-estado-impreso.png`, fullPage: true });
  await page.emulateMedia({ media: null });
  await page.setViewportSize({ width: 1280, height: 800 });
  const texto = await textoImpreso(page, 'mi-tienda-estado.pdf');
  expect(texto).toContain(`Estado de cuenta de Abarrotes Doña Mary, ${nombreMes(MES)}`);
  const f = identidad(texto);
  expect(f.pagos).toBeGreaterThan(0);

  // Another store's statement: the server answers 404 to her, and the page says there is none to show.
  const propio = (
    await request
      .post('/users/login', { data: { username: 'tienda', password: 'demo12345' } })
      .then((r) => r.json())
  ).token as string;
  const ajena = await request.post('/estado-cuenta/ver', {
    data: { id_tienda, mes: MES },
    headers: { autorizado: propio },
  });
  expect(ajena.status()).toBe(404);
  await page.goto(`/dashboard/mi-tienda/estado?tienda=${id_tienda}&mes=${MES}`);
  await expect(
    page.getByText('No hay estado de cuenta de esa tienda para ese mes; genérelo primero.'),
  ).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
  expect(errores.filter((e) => !e.includes('404'))).toEqual([]);
});
