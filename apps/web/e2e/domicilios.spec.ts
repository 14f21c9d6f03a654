// Store address screen in Chromium: inline validation, a Mexican address saved (S/N, colonia, código postal, municipio,
// estado, a map link), and the chosen store's addresses as a list below: server paging, sort by a header, search, page
// size, the store and the view kept in the URL, an export opened as a spreadsheet, print, cards on a phone, edit,
// delete and restore.
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import {
  ANCHOS,
  acceptConfirm,
  adminToken,
  apiCall,
  apiOne,
  checkScreen,
  E2E_ADMIN,
  expectNotice,
  expectPhoneCard,
  loginAs,
} from './helpers.ts';

const run = Date.now().toString(36);
const ADMIN = E2E_ADMIN;
/** An RFC homoclave of a run's last three characters, so each run's stores have RFCs of their own. */
const clave = (r: string) => r.slice(-3).toUpperCase();

let tienda: { id_tienda: number; nombre_comercial: string };
test.beforeAll(async ({ request }) => {
  const token = await adminToken(request);
  tienda = await apiOne(request, token, '/tienda/new', {
    nombre_comercial: `Tienda domicilio ${run}`,
    razon_social: null,
    rfc: `DOMI010101${clave(run)}`,
    tipo_persona: 'FISICA',
    id_usuario: 1,
  });
});
test.beforeEach(async ({ page }) => {
  await loginAs(page, ADMIN.username, ADMIN.password);
});

const form = (page: Page) => page.getByRole('form', { name: 'Registra la dirección de la tienda' });
const list = (page: Page) =>
  page.locator('.card', { has: page.getByRole('heading', { name: 'Direcciones registradas de la tienda' }) });
const filas = (page: Page) => list(page).locator('tbody tr');

/**
 * A store with twelve addresses on `Peña <run> 01…12` (their cross streets in another order) and one on another
 * street, which the search leaves out.
 */
async function tiendaConDomicilios(request: APIRequestContext, run: string) {
  const token = await adminToken(request);
  const t = await apiOne(request, token, '/tienda/new', {
    nombre_comercial: `Tienda lista ${run}`,
    razon_social: null,
    rfc: `LIST010101${clave(run)}`,
    tipo_persona: 'FISICA',
  });
  const alta = (calle: string, i: number) =>
    apiCall(request, token, '/domicilio/new', {
      id_tienda: t.id_tienda,
      es_sucursal: i % 2 ? 'SI' : 'NO',
      calle,
      numero_ext: String(100 + i),
      numero_int: '1',
      primer_cruzamiento: `Cruce ${String.fromCharCode(65 + ((i * 5) % 12))}`,
      latitud: 20.9 + i / 100,
      longitud: -89.6,
    });
  await alta(`Otra ${run}`, 0);
  for (let i = 1; i <= 12; i++) await alta(`Peña ${run} ${String(i).padStart(2, '0')}`, i);
  return { id_tienda: t.id_tienda as number, token };
}

/** One store's addresses as the API answers them with these list parameters. */
async function listaDeApi(request: APIRequestContext, token: string, extra: Record<string, unknown>) {
  const res = await request.post('/domicilio', {
    data: { pagina: 1, por_pagina: 100, ...extra },
    headers: { autorizado: token },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { total: number; resultados: Record<string, unknown>[] };
}

test('validación en línea de cada campo', async ({ page }) => {
  await page.goto('/dashboard/domicilio/crear');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registra la dirección de la tienda');
  const f = form(page);
  await expect(f.getByLabel('NO', { exact: true })).toBeChecked();
  await f.getByRole('button', { name: 'Guardar Dirección' }).click();
  for (const text of [
    'Debe seleccionar una tienda.',
    'La calle es obligatoria.',
    'El número exterior es obligatorio: el número con su letra si la tiene ("123", "12-A"), "Km 5" o "S/N".',
    'La colonia es obligatoria.',
    'El código postal debe tener exactamente 5 dígitos.',
    'El municipio o alcaldía es obligatorio.',
    'Seleccione un estado de la lista de las 32 entidades federativas.',
    'El primer cruzamiento es obligatorio.',
  ]) {
    await expect(f.getByText(text)).toBeVisible();
  }
  // The interior number and the point are optional.
  await expect(f.getByText(/número interior/)).toHaveCount(0);
  await expect(f.getByText('La latitud debe estar entre -90 y 90.')).toHaveCount(0);
  await f.getByLabel('Número exterior').fill('#12');
  await f.getByLabel('Código postal').fill('1234');
  await f.getByLabel('Latitud').fill('95');
  await f.getByLabel('Longitud').fill('-89.6');
  await f.getByRole('button', { name: 'Guardar Dirección' }).click();
  await expect(f.getByText(/El número exterior es obligatorio/)).toBeVisible();
  await expect(f.getByText('El código postal debe tener exactamente 5 dígitos.')).toBeVisible();
  await expect(f.getByText('La latitud debe estar entre -90 y 90.')).toBeVisible();
  await f.getByLabel('Número exterior').fill('12-A');
  await f.getByLabel('Código postal').fill('97000');
  await f.getByRole('button', { name: 'Guardar Dirección' }).click();
  await expect(f.getByText(/El número exterior es obligatorio/)).toHaveCount(0);
  await expect(f.getByText('El código postal debe tener exactamente 5 dígitos.')).toHaveCount(0);

  // 'Cancelar' clears every field.
  await f.getByLabel('Calle').fill('Calle 60');
  await f.getByRole('button', { name: 'Cancelar' }).click();
  await expect(f.getByLabel('Calle')).toHaveValue('');
  await expect(f.getByLabel('Número exterior')).toHaveValue('');
  await expect(f.getByLabel('Código postal')).toHaveValue('');
});

test('guardar una dirección S/N con colonia y verla en la lista de la tienda, con su enlace al mapa', async ({
  page,
}) => {
  await page.goto('/dashboard/domicilio/crear');
  const f = form(page);
  await expect(list(page)).toContainText('Seleccione una tienda para ver sus direcciones.');
  await f.getByLabel('Tienda').selectOption(String(tienda.id_tienda));
  await expect(list(page)).toContainText('No hay registros para mostrar.');

  await f.getByLabel('SI', { exact: true }).check();
  await f.getByLabel('Calle', { exact: true }).fill(`Calle ${run}`);
  await f.getByLabel('Número exterior').fill('S/N');
  await f.getByLabel('Colonia').fill('Chuburná de Hidalgo');
  await f.getByLabel('Código postal').fill('97205');
  await f.getByLabel('Municipio o alcaldía').fill('Mérida');
  await f.getByLabel('Estado').selectOption('Yucatán');
  await f.getByLabel('Primer cruzamiento').fill('Calle 45');
  await f.getByLabel(/Segundo cruzamiento/).fill('Calle 47');
  await f.getByLabel(/Referencias/).fill('Portón verde.\nJunto a la farmacia.');
  await expect(f.getByRole('link', { name: 'Ver en el mapa' })).toHaveCount(0);
  await f.getByLabel('Longitud').fill('-89.6237');
  await f.getByLabel('Latitud').fill('20.9674');
  await expect(f.getByRole('link', { name: 'Ver en el mapa' })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/?mlat=20.9674&mlon=-89.6237#map=18/20.9674/-89.6237',
  );
  await f.getByRole('button', { name: 'Guardar Dirección' }).click();
  await expectNotice(page, '¡Operación Exitosa!', 'La dirección se ha registrado correctamente.');

  const row = list(page)
    .getByRole('row')
    .filter({ hasText: `Calle ${run}` });
  await expect(row).toContainText('SI');
  await expect(row).toContainText(`Calle ${run} S/N`);
  await expect(row).toContainText('Chuburná de Hidalgo, C.P. 97205');
  await expect(row).toContainText('Mérida, Yucatán');
  await expect(row).toContainText('Calle 45 y Calle 47');
  await expect(row.getByRole('link', { name: '20.9674, -89.6237' })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/?mlat=20.9674&mlon=-89.6237#map=18/20.9674/-89.6237',
  );
  // The form is cleared, the store stays chosen.
  await expect(f.getByLabel('Calle', { exact: true })).toHaveValue('');
  await expect(f.getByLabel('Colonia')).toHaveValue('');
  await expect(f.getByLabel('Estado')).toHaveValue('');
  await expect(f.getByLabel('Tienda')).toHaveValue(String(tienda.id_tienda));
  await expect(f.getByLabel('NO', { exact: true })).toBeChecked();
});

for (const ancho of ANCHOS) {
  test(`a ${ancho} px una dirección se edita, se elimina y se restaura`, async ({ page, request }) => {
    const token = await adminToken(request);
    const r = `${Date.now().toString(36)}${ancho}`;
    const t = await apiOne(request, token, '/tienda/new', {
      nombre_comercial: `Tienda editar ${r}`,
      rfc: `EDIT010101${clave(r)}`,
      tipo_persona: 'FISICA',
    });
    // As the spec's clients send it: no colonia, código postal, municipio or estado yet.
    const d = await apiOne(request, token, '/domicilio/new', {
      id_tienda: t.id_tienda,
      es_sucursal: 'NO',
      calle: 'Calle 21',
      numero_ext: '120',
      numero_int: '1',
      primer_cruzamiento: 'Calle 20',
      latitud: 20.97,
      longitud: -89.62,
    });
    await page.setViewportSize({ width: ancho, height: ancho === 390 ? 844 : 800 });
    await page.goto(`/dashboard/domicilio/crear?tienda=${t.id_tienda}`);
    await expect(filas(page)).toHaveCount(1);
    await filas(page)
      .getByRole('button', { name: `Editar ${d.id_domicilio}` })
      .click();
    const dialogo = page.getByRole('dialog', { name: 'Editar Registro' });
    await expect(dialogo.getByLabel('Calle', { exact: true })).toHaveValue('Calle 21');
    // The edit asks for the complete address.
    await dialogo.getByRole('button', { name: 'Guardar Cambios' }).click();
    await expect(dialogo.getByText('La colonia es obligatoria.')).toBeVisible();
    await dialogo.getByLabel('Número exterior').fill('S/N');
    await dialogo.getByLabel(/Número interior/).fill('');
    await dialogo.getByLabel('Colonia').fill('Centro');
    await dialogo.getByLabel('Código postal').fill('97000');
    await dialogo.getByLabel('Municipio o alcaldía').fill('Mérida');
    await dialogo.getByLabel('Estado').selectOption('Yucatán');
    if (ancho === 1280)
      await checkScreen(page, 'domicilio-editar', async () => {
        await expect(dialogo.getByLabel('Colonia')).toHaveValue('Centro');
      });
    await dialogo.getByRole('button', { name: 'Guardar Cambios' }).click();
    await expect(dialogo).toBeHidden();
    await expect(page.getByText('La dirección se ha actualizado correctamente.')).toBeVisible();
    await expect(filas(page).first()).toContainText('Calle 21 S/N');
    await expect(filas(page).first()).toContainText('Centro, C.P. 97000');
    // The list with the S/N address at both widths, light and dark (checkScreen comes back to 1280).
    if (ancho === 1280)
      await checkScreen(page, 'domicilio-sn', async (width) => {
        await expect(filas(page).first()).toContainText('Calle 21 S/N');
        await expect(list(page).locator('thead')).toBeVisible({ visible: width > 575 });
      });
    if (ancho === 390) await expectPhoneCard(list(page), filas(page).first(), 'Acciones');

    await filas(page)
      .first()
      .getByRole('button', { name: `Eliminar ${d.id_domicilio}` })
      .click();
    await acceptConfirm(page, `¿Eliminar la dirección #${d.id_domicilio}, Calle 21 S/N?`);
    await expect(page.getByText('La dirección se ha eliminado correctamente.')).toBeVisible();
    await expect(list(page)).toContainText('No hay registros para mostrar.');
    await list(page).getByText('Direcciones eliminadas').click();
    await expect(filas(page).first()).toContainText('Calle 21 S/N');
    await filas(page).first().getByRole('button', { name: 'Restaurar' }).click();
    await expect(page.getByText('La dirección se ha restaurado correctamente.')).toBeVisible();
    await list(page).getByText('Direcciones activas').click();
    await expect(filas(page).first()).toContainText('Calle 21 S/N');
  });
}

test('accesibilidad y capturas del domicilio', async ({ page }) => {
  await page.goto('/dashboard/domicilio/crear');
  await form(page).getByLabel('Tienda').selectOption(String(tienda.id_tienda));
  await form(page).getByRole('button', { name: 'Guardar Dirección' }).click();
  await expect(form(page).getByText('La calle es obligatoria.')).toBeVisible();
  await checkScreen(page, 'domicilio', async (width) => {
    await expect(form(page).getByText('La calle es obligatoria.')).toBeVisible();
    await expect(filas(page).first()).toBeVisible();
    await expect(list(page).locator('thead')).toBeVisible({ visible: width > 575 });
    await expect(form(page).getByLabel('Tienda')).toHaveValue(String(tienda.id_tienda));
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible({
      visible: width > 991,
    });
  });
});

for (const ancho of ANCHOS) {
  test(`a ${ancho} px la lista de direcciones pagina en el servidor, ordena, busca, cambia de tamaño y recuerda la vista`, async ({
    page,
    request,
  }) => {
    const run = `${Date.now().toString(36)}${ancho}`;
    const { id_tienda, token } = await tiendaConDomicilios(request, run);
    await page.setViewportSize({ width: ancho, height: ancho === 390 ? 844 : 800 });
    await page.goto('/dashboard/domicilio/crear');
    await form(page).getByLabel('Tienda').selectOption(String(id_tienda));
    await expect(page).toHaveURL(new RegExp(`tienda=${id_tienda}`));
    await expect(list(page).getByText('Mostrando 1–10 de 13')).toBeVisible();

    // Search without regard to case or accents: the twelve on Peña, ten a page, newest first.
    await list(page).getByLabel('Buscar').fill('PENA');
    await expect(list(page).getByText('Mostrando 1–10 de 12')).toBeVisible();
    await expect(filas(page).first()).toContainText(`Peña ${run} 12`);
    await list(page).getByRole('button', { name: 'Siguiente' }).click();
    await expect(list(page).getByText('Mostrando 11–12 de 12')).toBeVisible();
    await expect(filas(page)).toHaveCount(2);

    // By cross street, largest first, in the server's order: by the header on a wide screen, by the select on a phone.
    const api = await listaDeApi(request, token, { id_tienda, buscar: 'pena', orden: '-primer_cruzamiento' });
    const cruces = list(page).getByRole('columnheader', { name: 'Cruzamientos' });
    if (ancho === 390) {
      await list(page).getByLabel('Ordenar por').selectOption({ label: 'Cruzamientos, de mayor a menor' });
    } else {
      await cruces.getByRole('button').click();
      await expect(cruces).toHaveAttribute('aria-sort', 'ascending');
      await cruces.getByRole('button').click();
    }
    await expect(page).toHaveURL(/orden=-primer_cruzamiento/);
    await list(page).getByLabel('Por página').selectOption('25');
    const vista = async () => {
      if (ancho === 390)
        await expect(list(page).getByLabel('Ordenar por')).toHaveValue('-primer_cruzamiento');
      else await expect(cruces).toHaveAttribute('aria-sort', 'descending');
      await expect(filas(page).locator('td[data-label="ID"]')).toHaveText(
        api.resultados.map((d) => String(d.id_domicilio)),
      );
    };
    await vista();

    // A reload keeps the store, chosen in the form too, and the list's view.
    await page.reload();
    await expect(form(page).getByLabel('Tienda')).toHaveValue(String(id_tienda));
    await expect(list(page).getByLabel('Buscar')).toHaveValue('PENA');
    await expect(list(page).getByLabel('Por página')).toHaveValue('25');
    await vista();

    // Each address is a card with its fields labelled.
    if (ancho === 390) await expectPhoneCard(list(page), filas(page).first(), 'Latitud, longitud');
  });
}

test('exportar las direcciones a Excel y a CSV descarga todas las de la tienda, filtradas y ordenadas', async ({
  page,
  request,
}) => {
  const run = `${Date.now().toString(36)}x`;
  const { id_tienda, token } = await tiendaConDomicilios(request, run);
  await page.goto(`/dashboard/domicilio/crear?tienda=${id_tienda}&buscar=pena&orden=calle`);
  await expect(list(page).getByText('Mostrando 1–10 de 12')).toBeVisible();
  const api = await listaDeApi(request, token, { id_tienda, buscar: 'pena', orden: 'calle' });

  const descarga = page.waitForEvent('download');
  await list(page).getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('button', { name: 'Excel (.xlsx)' }).click();
  const archivo = await descarga;
  expect(archivo.suggestedFilename()).toBe('domicilios.xlsx');
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.readFile(await archivo.path());
  const hoja = (libro.worksheets[0]?.getSheetValues() ?? []).filter(Boolean) as unknown[][];
  expect(hoja.some((f) => f.includes('Búsqueda') && f.includes('pena'))).toBe(true);
  expect(hoja.some((f) => f.includes('Orden') && f.includes('Calle, de menor a mayor'))).toBe(true);
  const cabecera = hoja.findIndex((f) => f.includes('ID'));
  const id = hoja[cabecera]?.indexOf('ID') ?? -1;
  const tienda = hoja[cabecera]?.indexOf('Tienda') ?? -1;
  // All twelve, not the page shown, in the list's order, each naming its store.
  const datos = hoja.slice(cabecera + 1);
  expect(datos.map((f) => f[id])).toEqual(api.resultados.map((d) => d.id_domicilio));
  expect(new Set(datos.map((f) => f[tienda]))).toEqual(new Set([`Tienda lista ${run}`]));

  const csv = page.waitForEvent('download');
  await list(page).getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('button', { name: 'CSV (Excel, hojas de cálculo)' }).click();
  const contenido = await readFile(await (await csv).path(), 'utf8');
  // The table alone: the header first (the title and filters are the .xlsx's).
  expect(
    contenido.startsWith(
      '\uFEFFID,Tienda,Sucursal,Calle,Núm. ext.,Núm. int.,Colonia,C.P.,Municipio,Estado,Cruzamientos,Referencias,Latitud,Longitud,Fecha de registro\r\n',
    ),
  ).toBe(true);
  expect(contenido).toContain(`,Tienda lista ${run},SI,Peña ${run} 01,101,1,,,,,Cruce F,,20.91,-89.6,`);
});

test('al imprimir sale la lista de direcciones con la vista en palabras, sin el formulario', async ({
  page,
  request,
}) => {
  const { id_tienda } = await tiendaConDomicilios(request, `${Date.now().toString(36)}p`);
  await page.goto(`/dashboard/domicilio/crear?tienda=${id_tienda}&orden=-calle`);
  await expect(filas(page).first()).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(
    list(page).getByRole('heading', { name: 'Direcciones registradas de la tienda' }),
  ).toBeVisible();
  await expect(
    page.getByText('Direcciones activas · Periodo: Todo · Ordenar por: Calle y número, de mayor a menor', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(form(page)).toBeHidden();
  await expect(list(page).getByRole('button', { name: 'Exportar' })).toBeHidden();
});
