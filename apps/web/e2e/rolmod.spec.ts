// Roles administration in Chromium: roles, modules and URLs (create, edit, delete), both assignments, the tab in the URL,
// and the three lists: server paging, sort, search, page size, the view kept in the URL, cards on a phone, export
// and print.
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import {
  acceptConfirm,
  adminToken,
  apiCall,
  apiOne,
  checkScreen,
  E2E_ADMIN,
  expectNotice,
  loginAs,
} from './helpers.ts';

const run = Date.now().toString(36).toUpperCase();
const ADMIN = E2E_ADMIN;

let token: string;
/** Twelve URLs of this run, more than a page; the accent is searched for without it. */
const rutaDeLista = (i: number) => `/e2e-lista-${run.toLowerCase()}-canción-${String(i).padStart(2, '0')}`;
const BUSQUEDA = `LISTA-${run}-CANCION`;
test.beforeAll(async ({ request }) => {
  token = await adminToken(request);
  for (let i = 1; i <= 12; i++) {
    const res = await request.post('/rolmod/urls/new', {
      data: { ruta: rutaDeLista(i) },
      headers: { autorizado: token },
    });
    // A worker started again after a failure finds them made (409).
    expect([200, 409]).toContain(res.status());
  }
});
test.beforeEach(async ({ page }) => {
  await loginAs(page, ADMIN.username, ADMIN.password);
});

const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name });

/** The URLs list as the API answers it with these list parameters. */
async function urlsDeApi(request: APIRequestContext, extra: Record<string, unknown>) {
  const res = await request.post('/rolmod/urls', {
    data: { pagina: 1, por_pagina: 10, ...extra },
    headers: { autorizado: token },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()) as { total: number; resultados: { id_url: number; ruta: string }[] };
}

test('roles: crear, validar, editar y eliminar; un rol en uso no se elimina', async ({ page, request }) => {
  await page.goto('/dashboard/rolModulos');
  await expect(page.getByRole('tab', { name: 'Roles', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const p = panel(page, 'Roles');
  await p.getByRole('button', { name: 'Crear Rol' }).click();
  await expect(p.getByText('El nombre del rol es obligatorio.')).toBeVisible();

  await p.getByLabel('Nombre del rol').fill(`supervisor ${run}`);
  await p.getByRole('button', { name: 'Crear Rol' }).click();
  const row = p.getByRole('row').filter({ hasText: `SUPERVISOR ${run}` });
  await expect(row).toBeVisible();
  await expect(p.getByLabel('Nombre del rol')).toHaveValue('');

  await row.getByRole('button', { name: /Editar/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Registro' });
  await expect(dialog.getByLabel('Nombre del rol')).toHaveValue(`SUPERVISOR ${run}`);
  await dialog.getByLabel('Nombre del rol').fill(`AUDITOR ${run}`);
  await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(dialog).toBeHidden();
  const renamed = p.getByRole('row').filter({ hasText: `AUDITOR ${run}` });
  await expect(renamed).toBeVisible();

  await renamed.getByRole('button', { name: /Eliminar/ }).click();
  await acceptConfirm(page, `¿Eliminar el rol AUDITOR ${run}?`);
  await expect(renamed).toHaveCount(0);

  // A role held by a user: the server refuses (409) and its reason is shown.
  const enUso = await apiOne(request, token, '/rolmod/roles/new', { rol: `EN USO ${run}` });
  await apiCall(request, token, '/users/create', {
    usuario: {
      nombre: 'Rol',
      Username: `rol-en-uso-${run}`,
      ap_paterno: 'Ocupado',
      ap_materno: '',
      email: `rol-en-uso-${run}@example.com`,
      clave: 'clave-en-uso-1',
    },
    rol: { id_usuario: '', id_rol: enUso.id_rol },
  });
  await page.reload();
  const held = p.getByRole('row').filter({ hasText: `EN USO ${run}` });
  await held.getByRole('button', { name: /Eliminar/ }).click();
  await acceptConfirm(page, `¿Eliminar el rol EN USO ${run}?`);
  await expectNotice(page, 'Advertencia', 'El rol está asignado a usuarios y no se puede eliminar.');
  await expect(held).toBeVisible();
});

test('módulos: crear con icono, editar y eliminar', async ({ page }) => {
  await page.goto('/dashboard/rolModulos?tab=modulos');
  const p = panel(page, 'Módulos');
  await p.getByRole('button', { name: 'Crear Módulo' }).click();
  await expect(p.getByText('El nombre del módulo es obligatorio.')).toBeVisible();
  await expect(p.getByText('El icono es obligatorio.')).toBeVisible();

  await p.getByLabel('Nombre del módulo').fill(`Reportes ${run}`);
  await p.getByLabel(/Icono/).fill('bi-bar-chart');
  await p.getByRole('button', { name: 'Crear Módulo' }).click();
  const row = p.getByRole('row').filter({ hasText: `Reportes ${run}` });
  await expect(row).toBeVisible();
  await expect(row.locator('i.bi.bi-bar-chart')).toHaveCount(1);

  await row.getByRole('button', { name: /Editar/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Registro' });
  await dialog.getByLabel('Nombre del módulo').fill(`Informes ${run}`);
  await dialog.getByLabel(/Icono/).fill('bi-graph-up');
  await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(dialog).toBeHidden();
  const edited = p.getByRole('row').filter({ hasText: `Informes ${run}` });
  await expect(edited.locator('i.bi.bi-graph-up')).toHaveCount(1);

  await edited.getByRole('button', { name: /Eliminar/ }).click();
  await acceptConfirm(page, `¿Eliminar el módulo Informes ${run}?`);
  await expect(edited).toHaveCount(0);
});

test('URLs: crear, editar y eliminar', async ({ page }) => {
  await page.goto('/dashboard/rolModulos?tab=urls');
  const p = panel(page, 'URLs');
  await p.getByRole('button', { name: 'Crear URL' }).click();
  await expect(p.getByText('La URL es obligatoria.')).toBeVisible();
  const ruta = `/dashboard/e2e-${run.toLowerCase()}`;
  await p.getByLabel('URL', { exact: true }).fill(ruta);
  await p.getByRole('button', { name: 'Crear URL' }).click();
  const row = p.getByRole('row').filter({ hasText: ruta });
  await expect(row).toBeVisible();

  // The same route again: the 409 is shown in the form, as the notice rule words a refusal.
  await p.getByLabel('URL', { exact: true }).fill(ruta);
  await p.getByRole('button', { name: 'Crear URL' }).click();
  await expect(p.getByRole('alert')).toContainText('Advertencia');
  await expect(p.getByRole('alert')).toContainText('Ya existe esa URL.');

  await row.getByRole('button', { name: /Editar/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Registro' });
  await dialog.getByLabel('URL').fill(`${ruta}-v2`);
  await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(dialog).toBeHidden();
  const edited = p.getByRole('row').filter({ hasText: `${ruta}-v2` });
  await expect(edited).toBeVisible();
  await edited.getByRole('button', { name: /Eliminar/ }).click();
  await acceptConfirm(page, `¿Eliminar la URL ${ruta}-v2?`);
  await expect(edited).toHaveCount(0);
});

test('asignar módulos a un rol y URLs a un módulo; siguen marcados al recargar', async ({
  page,
  request,
}) => {
  const rol = await apiOne(request, token, '/rolmod/roles/new', { rol: `CAJERO ${run}` });
  const m1 = await apiOne(request, token, '/rolmod/modulos/new', { nombre: `Caja ${run}`, icono: 'bi-cash' });
  const m2 = await apiOne(request, token, '/rolmod/modulos/new', {
    nombre: `Cortes ${run}`,
    icono: 'bi-scissors',
  });
  const m3 = await apiOne(request, token, '/rolmod/modulos/new', {
    nombre: `Extra ${run}`,
    icono: 'bi-star',
  });
  const u1 = await apiOne(request, token, '/rolmod/urls/new', { ruta: `/caja-${run.toLowerCase()}` });
  const u2 = await apiOne(request, token, '/rolmod/urls/new', { ruta: `/cortes-${run.toLowerCase()}` });

  await page.goto('/dashboard/rolModulos');
  await page.getByRole('tab', { name: 'Asignar Módulos a Roles' }).click();
  await expect(page).toHaveURL(/tab=asignar-modulos/);
  const pm = panel(page, 'Asignar Módulos a Roles');
  await pm.getByLabel('Rol', { exact: true }).selectOption(String(rol.id_rol));
  await pm.getByLabel(`Caja ${run}`).check();
  await pm.getByLabel(`Cortes ${run}`).check();
  await pm.getByRole('button', { name: 'Asignar Módulos' }).click();
  await expect(page.locator('.swal2-popup .swal2-html-container')).toHaveText(
    'Módulos asignados correctamente',
  );
  await page.locator('.swal2-popup .swal2-confirm').click();

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Asignar Módulos a Roles' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await pm.getByLabel('Rol', { exact: true }).selectOption(String(rol.id_rol));
  await expect(pm.getByLabel(`Caja ${run}`)).toBeChecked();
  await expect(pm.getByLabel(`Cortes ${run}`)).toBeChecked();
  await expect(pm.getByLabel(`Extra ${run}`)).not.toBeChecked();
  const links = await apiCall(request, token, '/rolmod/roles/modulos', { id_rol: rol.id_rol });
  expect(links.map((l) => l.id_modulo).sort()).toEqual([m1.id_modulo, m2.id_modulo].sort());
  expect(m3.id_modulo).toBeGreaterThan(0);

  await page.getByRole('tab', { name: 'Asignar URLs a Módulos' }).click();
  await expect(page).toHaveURL(/tab=asignar-urls/);
  const pu = panel(page, 'Asignar URLs a Módulos');
  await pu.getByLabel('Módulo').selectOption(String(m1.id_modulo));
  await pu.getByLabel(u1.ruta).check();
  await pu.getByLabel(u2.ruta).check();
  await pu.getByRole('button', { name: 'Asignar URLs' }).click();
  await expect(page.locator('.swal2-popup .swal2-html-container')).toHaveText('URLs asignadas correctamente');
  await page.locator('.swal2-popup .swal2-confirm').click();

  // Uncheck one, save, reload: the module keeps only the other.
  await pu.getByLabel(u2.ruta).uncheck();
  await pu.getByRole('button', { name: 'Asignar URLs' }).click();
  await page.locator('.swal2-popup .swal2-confirm').click();
  await page.reload();
  await pu.getByLabel('Módulo').selectOption(String(m1.id_modulo));
  await expect(pu.getByLabel(u1.ruta)).toBeChecked();
  await expect(pu.getByLabel(u2.ruta)).not.toBeChecked();
});

test('la pestaña elegida se guarda en la URL', async ({ page }) => {
  await page.goto('/dashboard/rolModulos');
  await page.getByRole('tab', { name: 'URLs', exact: true }).click();
  await expect(page).toHaveURL(/\?tab=urls$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'URLs', exact: true })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/dashboard/rolModulos?tab=no-existe');
  await expect(page.getByRole('tab', { name: 'Roles', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('accesibilidad y capturas de las cinco pestañas', async ({ page }) => {
  // Five tabs, each scanned and photographed at two widths.
  test.setTimeout(180_000);
  for (const tab of ['roles', 'modulos', 'urls', 'asignar-modulos', 'asignar-urls']) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/dashboard/rolModulos?tab=${tab}`);
    if (tab.startsWith('asignar')) {
      // Pick the first role / module so the checklist shows.
      const owner = page.getByRole('tabpanel').getByRole('combobox');
      await expect(owner.locator('option').nth(1)).toBeAttached();
      await owner.selectOption({ index: 1 });
    }
    await expect(page.getByRole('tabpanel').locator('table, fieldset').first()).toBeVisible();
    await checkScreen(page, `rolmod-${tab}`, async (width) => {
      await expect(page.getByRole('tabpanel').locator('table, fieldset').first()).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible({
        visible: width > 991,
      });
    });
  }
});

test('la lista de URLs ordena, busca, cambia de tamaño y recuerda la vista; otra pestaña empieza de cero', async ({
  page,
  request,
}) => {
  await page.goto('/dashboard/rolModulos?tab=urls');
  const p = panel(page, 'URLs');
  const filas = p.locator('table tbody tr');
  await expect(filas).toHaveCount(10);
  const { total } = await urlsDeApi(request, {});
  await expect(p.getByText(`Mostrando 1–10 de ${total.toLocaleString('es-MX')}`)).toBeVisible();

  // The server sorts: the header says which way, the first row is the API's.
  const cabecera = p.getByRole('columnheader', { name: 'URL' });
  await cabecera.getByRole('button').click();
  await expect(cabecera).toHaveAttribute('aria-sort', 'ascending');
  await cabecera.getByRole('button').click();
  await expect(cabecera).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/orden=-ruta/);
  const mayores = await urlsDeApi(request, { orden: '-ruta' });
  await expect(filas.first().locator('td').first()).toHaveText(String(mayores.resultados[0]?.id_url));

  // One search box: without regard to case or accents, on the server.
  await p.getByLabel('Buscar').fill(BUSQUEDA);
  await expect(p.getByText('Mostrando 1–10 de 12')).toBeVisible();
  await expect(filas.first()).toContainText(rutaDeLista(12));
  await p.getByLabel('Por página').selectOption('25');
  await expect(filas).toHaveCount(12);

  await page.reload();
  await expect(p.getByLabel('Buscar')).toHaveValue(BUSQUEDA);
  await expect(p.getByLabel('Por página')).toHaveValue('25');
  await expect(cabecera).toHaveAttribute('aria-sort', 'descending');
  await expect(filas).toHaveCount(12);
  await expect(p.getByText('Mostrando 1–12 de 12')).toBeVisible();

  // Another tab is another list: nothing of this view goes along, nor comes back.
  await page.getByRole('tab', { name: 'Módulos', exact: true }).click();
  await expect(page).toHaveURL(/\?tab=modulos$/);
  await expect(panel(page, 'Módulos').getByLabel('Buscar')).toHaveValue('');
  await page.getByRole('tab', { name: 'URLs', exact: true }).click();
  await expect(page).toHaveURL(/\?tab=urls$/);
  await expect(p.getByLabel('Buscar')).toHaveValue('');
  await expect(cabecera).toHaveAttribute('aria-sort', 'none');
  await expect(filas).toHaveCount(10);
});

test('en un teléfono cada URL es una tarjeta, sin desplazarse a los lados', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/rolModulos?tab=urls');
  const p = panel(page, 'URLs');
  await p.getByLabel('Buscar').fill(BUSQUEDA);
  await expect(p.getByText('Mostrando 1–10 de 12')).toBeVisible();
  const fila = p.locator('table tbody tr').first();
  await fila.scrollIntoViewIfNeeded();
  const caja = await fila.boundingBox();
  expect(caja && caja.x >= 0 && caja.x + caja.width <= 390).toBe(true);
  await expect(fila.locator('td[data-label="URL"]')).toBeInViewport();
  await expect(fila.getByRole('button', { name: /^Eliminar/ })).toBeInViewport();
  await expect(p.locator('thead')).toBeHidden();
  // The headers give way to the sort select.
  await p.getByLabel('Ordenar por').selectOption({ label: 'URL, de menor a mayor' });
  await expect(page).toHaveURL(/orden=ruta/);
  await expect(fila).toContainText(rutaDeLista(1));
  await p.getByLabel('Por página').selectOption('25');
  await expect(p.locator('table tbody tr')).toHaveCount(12);
  const desborde = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(desborde).toBeLessThanOrEqual(0);
  await page.reload();
  await expect(p.getByLabel('Buscar')).toHaveValue(BUSQUEDA);
  await expect(p.locator('table tbody tr')).toHaveCount(12);

  // Nor does any card scroll sideways inside the table's own box, in any of the three lists.
  for (const [tab, nombre] of [
    ['roles', 'Roles'],
    ['modulos', 'Módulos'],
    ['urls', 'URLs'],
  ] as const) {
    await page.goto(`/dashboard/rolModulos?tab=${tab}`);
    const caja = panel(page, nombre).locator('.table-responsive');
    await expect(caja.locator('tbody tr').first()).toBeVisible();
    expect(await caja.evaluate((e) => e.scrollWidth - e.clientWidth), nombre).toBeLessThanOrEqual(0);
  }
});

test('exportar descarga toda la lista filtrada y ordenada, en Excel y en CSV', async ({ page }) => {
  await page.goto(`/dashboard/rolModulos?tab=urls&orden=-ruta&buscar=${BUSQUEDA}`);
  const p = panel(page, 'URLs');
  await expect(p.getByText('Mostrando 1–10 de 12')).toBeVisible();
  const esperadas = Array.from({ length: 12 }, (_, i) => rutaDeLista(12 - i));

  let descarga = page.waitForEvent('download');
  await p.getByRole('button', { name: 'Exportar' }).click();
  await p.getByRole('button', { name: 'Excel (.xlsx)' }).click();
  const xlsx = await descarga;
  expect(xlsx.suggestedFilename()).toBe('urls.xlsx');
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.readFile(await xlsx.path());
  const valores = (libro.worksheets[0]?.getSheetValues() ?? []).filter(Boolean) as unknown[][];
  expect(valores.some((f) => f.includes('Búsqueda') && f.includes(BUSQUEDA))).toBe(true);
  const inicio = valores.findIndex((f) => f.includes('ID')) + 1;
  // Every match, not one page, in the list's order; the ids are numbers.
  expect(valores.slice(inicio).map((f) => f[2])).toEqual(esperadas);
  expect(typeof valores[inicio]?.[1]).toBe('number');

  descarga = page.waitForEvent('download');
  await p.getByRole('button', { name: 'Exportar' }).click();
  await p.getByRole('button', { name: 'CSV (Excel, hojas de cálculo)' }).click();
  const csv = await descarga;
  expect(csv.suggestedFilename()).toBe('urls.csv');
  // The CSV is the plain table (issue 43): its header first (after the BOM), then every record.
  const lineas = (await readFile(await csv.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  expect(lineas[0]).toBe('ID,URL');
  expect(lineas.slice(1).map((l) => l.split(',')[1])).toEqual(esperadas);
});

test('al imprimir la lista salen el título, la vista en palabras y la tabla, sin el formulario', async ({
  page,
}) => {
  await page.goto(`/dashboard/rolModulos?tab=urls&orden=-ruta&buscar=${BUSQUEDA}`);
  await expect(page.locator('table tbody tr')).toHaveCount(10);
  await page.emulateMedia({ media: 'print' });
  // Only the list's card is visible now (the tab panel around it is not), from the sheet's corner.
  await expect(page.getByRole('heading', { name: 'URLs' })).toBeVisible();
  await expect(page.getByText(`Buscar: ${BUSQUEDA} · Ordenar por: URL, de mayor a menor`)).toBeVisible();
  await expect(page.locator('table tbody tr').first()).toBeVisible();
  const caja = await page.locator('.av-lista-impresa').boundingBox();
  expect([caja?.x, caja?.y]).toEqual([0, 0]);
  await expect(page.getByRole('button', { name: 'Crear URL' })).toBeHidden();
  await expect(page.getByLabel('Buscar')).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Roles', exact: true })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeHidden();
});

test('crear un rol o un módulo en su lista lo ofrece ya en la pestaña de asignar', async ({ page }) => {
  // The assignment tab first, so its lists are in the cache when the new records are made.
  await page.goto('/dashboard/rolModulos?tab=asignar-modulos');
  const asignar = panel(page, 'Asignar Módulos a Roles');
  await expect(asignar.getByLabel('Rol', { exact: true }).locator('option').nth(1)).toBeAttached();

  await page.getByRole('tab', { name: 'Roles', exact: true }).click();
  await panel(page, 'Roles').getByLabel('Nombre del rol').fill(`Nuevo ${run}`);
  await panel(page, 'Roles').getByRole('button', { name: 'Crear Rol' }).click();
  await expect(
    panel(page, 'Roles')
      .getByRole('row')
      .filter({ hasText: `NUEVO ${run}` }),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'Módulos', exact: true }).click();
  const pm = panel(page, 'Módulos');
  await pm.getByLabel('Nombre del módulo').fill(`Recién ${run}`);
  await pm.getByLabel(/Icono/).fill('bi-star');
  await pm.getByRole('button', { name: 'Crear Módulo' }).click();
  await expect(pm.getByRole('row').filter({ hasText: `Recién ${run}` })).toBeVisible();

  await page.getByRole('tab', { name: 'Asignar Módulos a Roles' }).click();
  await asignar.getByLabel('Rol', { exact: true }).selectOption({ label: `NUEVO ${run}` });
  await expect(asignar.getByLabel(`Recién ${run}`)).not.toBeChecked();
});
