// Register-store screen in Chromium: each validation, a save that keeps the form, the data view and 'Agregar Otra Tienda',
// a duplicate RFC refused, and every store as a list: server paging, sort by a header, search, page size, the view kept
// in the URL, an export opened as a spreadsheet, print, cards on a phone, edit, delete and restore, and the link to a
// store's addresses.
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
const RFC_BASE = `BAS010101${clave(run)}`;

let token: string;
test.beforeAll(async ({ request }) => {
  token = await adminToken(request);
  // At least one store, so the data view shows whatever order the specs run in.
  await apiCall(request, token, '/tienda/new', {
    nombre_comercial: `Tienda base ${run}`,
    razon_social: 'Base S.A. de C.V.',
    rfc: RFC_BASE,
    tipo_persona: 'MORAL',
    id_usuario: 1,
  });
});
test.beforeEach(async ({ page }) => {
  await loginAs(page, ADMIN.username, ADMIN.password);
});

const form = (page: Page) => page.getByRole('form', { name: 'Nueva tienda' });
const tabla = (page: Page) => page.locator('table');
const filas = (page: Page) => tabla(page).locator('tbody tr');

/** Twelve stores named `Lista <run> 01…12`, their RFCs in another order than their names. */
async function doceTiendas(request: APIRequestContext, run: string) {
  for (let i = 1; i <= 12; i++) {
    const letra = String.fromCharCode(65 + ((i * 5) % 12));
    await apiCall(request, token, '/tienda/new', {
      nombre_comercial: `Lista ${run} ${String(i).padStart(2, '0')}`,
      razon_social: `Razón ${i}`,
      rfc: `L${letra}S2601${String(i).padStart(2, '0')}${clave(run)}`,
      tipo_persona: 'MORAL',
    });
  }
}

/** The stores list as the API answers it with these list parameters. */
async function listaDeApi(request: APIRequestContext, extra: Record<string, unknown>) {
  const res = await request.post('/tienda', {
    data: { pagina: 1, por_pagina: 100, ...extra },
    headers: { autorizado: token },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { total: number; resultados: Record<string, unknown>[] };
}

test('la vista de datos muestra la primera tienda y "Agregar Otra Tienda" abre el formulario', async ({
  page,
  request,
}) => {
  const first = await apiOne(request, token, '/tienda');
  await page.goto('/dashboard/tienda/crear');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Registra los datos de tu negocio');
  const view = page.getByText('Datos de tu tienda').locator('..');
  await expect(view).toContainText(first.nombre_comercial);
  await expect(view).toContainText(first.rfc);
  await expect(view).toContainText(first.tipo_persona);
  await expect(form(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Agregar Otra Tienda' }).click();
  await expect(form(page)).toBeVisible();
});

test('validaciones, registro y el formulario se limpia y se queda', async ({ page }) => {
  await page.goto('/dashboard/tienda/crear');
  await page.getByRole('button', { name: 'Agregar Otra Tienda' }).click();
  const f = form(page);

  await f.getByRole('button', { name: 'Guardar' }).click();
  await expectNotice(page, 'Error de Validación', 'Debe seleccionar un tipo de persona.');

  await f.getByLabel('Tipo de Persona').selectOption('MORAL');
  await f.getByRole('button', { name: 'Guardar' }).click();
  await expect(f.getByText('El nombre comercial es obligatorio.')).toBeVisible();
  await expect(f.getByText('El RFC es obligatorio.')).toBeVisible();

  await f.getByLabel('Nombre Comercial').fill(`Purificadora ${run}`);
  await f.getByLabel('RFC').fill('abcd010101ab1');
  await expect(f.getByLabel('RFC')).toHaveValue('ABCD010101AB1');
  await f.getByRole('button', { name: 'Guardar' }).click();
  await expect(f.getByText(/persona moral tiene 12 caracteres/)).toBeVisible();

  // The field stops at 13 characters.
  await f.getByLabel('RFC').fill('ABC010101AB1XYZ');
  await expect(f.getByLabel('RFC')).toHaveValue('ABC010101AB1X');

  // An RFC another store has: the server's refusal, in Spanish.
  await f.getByLabel('RFC').fill(RFC_BASE.toLowerCase());
  await f.getByRole('button', { name: 'Guardar' }).click();
  await expectNotice(page, 'Advertencia', `Ya existe una tienda con el RFC ${RFC_BASE}.`);

  await f.getByLabel('RFC').fill(`pur010101${clave(run)}`);
  await f.getByRole('button', { name: 'Guardar' }).click();
  await expectNotice(page, '¡Operación Exitosa!', 'La tienda se ha registrado correctamente.');
  await expect(f).toBeVisible();
  await expect(f.getByLabel('Nombre Comercial')).toHaveValue('');
  await expect(f.getByLabel('Tipo de Persona')).toHaveValue('');
  // Newest first: the data view now shows the new store.
  await expect(page.getByText('Datos de tu tienda').locator('..')).toContainText(`Purificadora ${run}`);
});

test('accesibilidad y capturas del registro de tienda', async ({ page }) => {
  await page.goto('/dashboard/tienda/crear');
  await page.getByRole('button', { name: 'Agregar Otra Tienda' }).click();
  await form(page).getByRole('button', { name: 'Guardar' }).click();
  await page.locator('.swal2-popup .swal2-confirm').click();
  await form(page).getByLabel('Tipo de Persona').selectOption('FISICA');
  await form(page).getByRole('button', { name: 'Guardar' }).click();
  await expect(form(page).getByText('El RFC es obligatorio.')).toBeVisible();
  await checkScreen(page, 'tienda', async (width) => {
    await expect(form(page).getByText('El RFC es obligatorio.')).toBeVisible();
    await expect(filas(page).first()).toBeVisible();
    await expect(tabla(page).locator('thead')).toBeVisible({ visible: width > 575 });
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible({
      visible: width > 991,
    });
  });
});

for (const ancho of ANCHOS) {
  test(`a ${ancho} px la lista de tiendas pagina en el servidor, ordena, busca, cambia de tamaño y recuerda la vista`, async ({
    page,
    request,
  }) => {
    const run = `${Date.now().toString(36)}${ancho}`;
    await doceTiendas(request, run);
    await page.setViewportSize({ width: ancho, height: ancho === 390 ? 844 : 800 });
    await page.goto('/dashboard/tienda/crear');
    await expect(page.getByRole('heading', { name: 'Tiendas', exact: true })).toBeVisible();

    // Search without regard to case or accents: this run's twelve stores, ten a page, newest first.
    await page.getByLabel('Buscar').fill(`LISTÁ ${run.toUpperCase()}`);
    await expect(page.getByText('Mostrando 1–10 de 12')).toBeVisible();
    await expect(filas(page)).toHaveCount(10);
    await expect(filas(page).first()).toContainText(`Lista ${run} 12`);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByText('Mostrando 11–12 de 12')).toBeVisible();
    await expect(filas(page)).toHaveCount(2);

    // By RFC, smallest first, in the server's order: by the header on a wide screen, by the select on a phone.
    const api = await listaDeApi(request, { buscar: `lista ${run}`, orden: 'rfc' });
    const rfc = page.getByRole('columnheader', { name: 'RFC' });
    if (ancho === 390) {
      await page.getByLabel('Ordenar por').selectOption({ label: 'RFC, de menor a mayor' });
    } else {
      await rfc.getByRole('button').click();
    }
    await expect(page).toHaveURL(/orden=rfc/);
    const ordenado = async () => {
      if (ancho === 390) await expect(page.getByLabel('Ordenar por')).toHaveValue('rfc');
      else await expect(rfc).toHaveAttribute('aria-sort', 'ascending');
      await expect(filas(page).first().locator('td[data-label="RFC"]')).toHaveText(
        String(api.resultados[0]?.rfc),
      );
    };
    await ordenado();

    await page.getByLabel('Por página').selectOption('25');
    await expect(filas(page)).toHaveCount(12);
    await page.reload();
    await expect(page.getByLabel('Buscar')).toHaveValue(`LISTÁ ${run.toUpperCase()}`);
    await expect(page.getByLabel('Por página')).toHaveValue('25');
    await expect(filas(page)).toHaveCount(12);
    await ordenado();
    await expect(filas(page).locator('td[data-label="ID"]')).toHaveText(
      api.resultados.map((t) => String(t.id_tienda)),
    );

    // Each store is a card with its fields labelled.
    if (ancho === 390) await expectPhoneCard(tabla(page), filas(page).first(), 'Fecha de registro');
  });
}

test('exportar las tiendas a Excel y a CSV descarga todo lo filtrado y ordenado', async ({
  page,
  request,
}) => {
  const run = `${Date.now().toString(36)}x`;
  await doceTiendas(request, run);
  await page.goto(`/dashboard/tienda/crear?buscar=${run}&orden=-nombre_comercial`);
  await expect(page.getByText('Mostrando 1–10 de 12')).toBeVisible();
  const api = await listaDeApi(request, { buscar: run, orden: '-nombre_comercial' });

  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('button', { name: 'Excel (.xlsx)' }).click();
  const archivo = await descarga;
  expect(archivo.suggestedFilename()).toBe('tiendas.xlsx');
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.readFile(await archivo.path());
  const hoja = (libro.worksheets[0]?.getSheetValues() ?? []).filter(Boolean) as unknown[][];
  expect(hoja.some((f) => f.includes('Búsqueda') && f.includes(run))).toBe(true);
  expect(hoja.some((f) => f.includes('Orden') && f.includes('Nombre Comercial, de mayor a menor'))).toBe(
    true,
  );
  const cabecera = hoja.findIndex((f) => f.includes('ID'));
  const id = hoja[cabecera]?.indexOf('ID') ?? -1;
  const nombre = hoja[cabecera]?.indexOf('Nombre Comercial') ?? -1;
  // All twelve, not the page shown, in the list's order.
  const datos = hoja.slice(cabecera + 1);
  expect(datos.map((f) => f[id])).toEqual(api.resultados.map((t) => t.id_tienda));
  expect(datos[0]?.[nombre]).toBe(`Lista ${run} 12`);

  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('button', { name: 'CSV (Excel, hojas de cálculo)' }).click();
  const contenido = await readFile(await (await csv).path(), 'utf8');
  // The plain table (issue 43): the header right after the BOM, no title or filter lines.
  expect(
    contenido.startsWith('\uFEFFID,Nombre Comercial,Razón Social,RFC,Tipo de Persona,Fecha de registro\r\n'),
  ).toBe(true);
  expect(contenido).toContain(`,Lista ${run} 01,Razón 1,`);
});

test('al imprimir sale la lista de tiendas con la vista en palabras, sin el formulario', async ({ page }) => {
  await page.goto('/dashboard/tienda/crear?buscar=base');
  await expect(filas(page).first()).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Tiendas', exact: true })).toBeVisible();
  await expect(
    page.getByText('Tiendas activas · Periodo: Todo · Buscar: base', { exact: true }),
  ).toBeVisible();
  await expect(tabla(page).getByRole('columnheader', { name: 'RFC' })).toBeVisible();
  await expect(page.getByText('Datos de tu tienda')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Exportar' })).toBeHidden();
});

for (const ancho of ANCHOS) {
  test(`a ${ancho} px una tienda se edita, se elimina, se restaura y lleva a sus domicilios`, async ({
    page,
    request,
  }) => {
    const run = `${Date.now().toString(36)}${ancho}`;
    const t = await apiOne(request, token, '/tienda/new', {
      nombre_comercial: `Editable ${run}`,
      razon_social: null,
      rfc: `EDI010101${clave(run)}`,
      tipo_persona: 'MORAL',
    });
    await page.setViewportSize({ width: ancho, height: ancho === 390 ? 844 : 800 });
    await page.goto(`/dashboard/tienda/crear?buscar=${run}`);
    await expect(filas(page)).toHaveCount(1);
    await filas(page)
      .getByRole('button', { name: `Editar ${t.id_tienda}` })
      .click();
    const dialogo = page.getByRole('dialog', { name: 'Editar Registro' });
    await expect(dialogo.getByLabel('RFC')).toHaveValue(t.rfc);
    await expect(dialogo.getByLabel('Tipo de Persona')).toHaveValue('MORAL');
    await dialogo.getByLabel('Nombre Comercial').fill(`Editada ${run}`);

    // Another store's RFC is refused inside the dialog, which stays open.
    await dialogo.getByLabel('RFC').fill(RFC_BASE);
    await dialogo.getByRole('button', { name: 'Guardar Cambios' }).click();
    await expect(dialogo.getByText(`Ya existe una tienda con el RFC ${RFC_BASE}.`)).toBeVisible();
    // The dialog at both widths, light and dark (checkScreen goes through them and comes back to 1280).
    if (ancho === 1280)
      await checkScreen(page, 'tienda-editar', async () => {
        await expect(dialogo.getByText(`Ya existe una tienda con el RFC ${RFC_BASE}.`)).toBeVisible();
      });
    await dialogo.getByLabel('RFC').fill(t.rfc);
    await dialogo.getByRole('button', { name: 'Guardar Cambios' }).click();
    await expect(dialogo).toBeHidden();
    await expect(page.getByText('La tienda se ha actualizado correctamente.')).toBeVisible();
    await expect(filas(page).first()).toContainText(`Editada ${run}`);
    if (ancho === 390) await expectPhoneCard(tabla(page), filas(page).first(), 'Acciones');

    await filas(page)
      .first()
      .getByRole('button', { name: `Eliminar ${t.id_tienda}` })
      .click();
    await acceptConfirm(page, `¿Eliminar la tienda Editada ${run} (${t.rfc})?`);
    await expect(page.getByText('La tienda se ha eliminado correctamente.')).toBeVisible();
    await expect(filas(page).filter({ hasText: `Editada ${run}` })).toHaveCount(0);
    await page.getByText('Tiendas eliminadas').click();
    await expect(filas(page).first()).toContainText(`Editada ${run}`);
    await filas(page).first().getByRole('button', { name: 'Restaurar' }).click();
    await expect(page.getByText('La tienda se ha restaurado correctamente.')).toBeVisible();
    await page.getByText('Tiendas activas').click();
    await expect(filas(page).first()).toContainText(`Editada ${run}`);

    // Its addresses: from the store's page, the address screen with the store chosen.
    await filas(page)
      .first()
      .getByRole('link', { name: `Ver Editada ${run}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/tienda/${t.id_tienda}$`));
    await page.getByRole('link', { name: /Registrar y editar domicilios/ }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/domicilio/crear\\?tienda=${t.id_tienda}$`));
    await expect(
      page.getByRole('form', { name: 'Registra la dirección de la tienda' }).getByLabel('Tienda'),
    ).toHaveValue(String(t.id_tienda));
  });
}
