// Users screen in Chromium against the real server: create (each notice), edit, delete, restore, and the list's sort,
// search, remembered view and export.
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
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

const run = Date.now().toString(36);
const SHOTS = new URL('./screenshots/', import.meta.url).pathname;
const ADMIN = E2E_ADMIN;

let token: string;
let maquina: { id_maquina: number; nombre: string };
let rolAdmin: number;

test.beforeAll(async ({ request }) => {
  token = await adminToken(request);
  // A machine of its own keeps this spec's users apart from every other spec's.
  maquina = await apiOne(request, token, '/maquina/new', {
    nombre: `Máquina usuarios ${run}`,
    estatus: 'ACTIVA',
  });
  const roles = await apiCall<{ id_rol: number; rol: string }>(request, token, '/rolmod/roles');
  rolAdmin = roles.find((r) => r.rol === 'ADMIN')!.id_rol;
});

test.beforeEach(async ({ page }) => {
  await loginAs(page, ADMIN.username, ADMIN.password);
});

const form = (page: Page) => page.getByRole('form', { name: 'Registra un nuevo usuario' });
// The list shows one view at a time (active or deleted users): its table.
const activeTable = (page: Page) =>
  page.getByRole('region', { name: 'Usuarios', exact: true }).locator('table');

async function openScreen(page: Page) {
  await page.goto('/dashboard/usuarios');
  await page.getByLabel('Máquina', { exact: true }).selectOption(String(maquina.id_maquina));
  await expect(page).toHaveURL(new RegExp(`maquina=${maquina.id_maquina}`));
}

test('crear un usuario: cada aviso de validación y el registro', async ({ page }) => {
  await openScreen(page);
  const f = form(page);
  await f.getByRole('button', { name: 'Guardar' }).click();
  await expectNotice(page, 'Error de Validación', 'Debe seleccionar un rol.');

  await f.getByLabel('Rol', { exact: true }).selectOption(String(rolAdmin));
  await f.getByRole('button', { name: 'Guardar' }).click();
  await expectNotice(page, 'Error de Validación', 'El username y la clave no pueden estar vácia.');

  await f.getByLabel('Nombre', { exact: true }).fill('Lucía');
  await f.getByLabel('Apellido paterno').fill('Méndez');
  await f.getByLabel('Apellido materno').fill('Ruiz');
  await f.getByLabel('Username').fill(`lucia-${run}`);
  await f.getByLabel('Contraseña', { exact: true }).fill('lucia-clave-1');
  // Both password fields hold one value.
  await expect(f.getByLabel('Confirmar contraseña')).toHaveValue('lucia-clave-1');
  await f.getByLabel('Email').fill('no-es-un-email');
  await f.getByRole('button', { name: 'Guardar' }).click();
  await expect(f.getByText('El email no es válido.')).toBeVisible();

  await f.getByLabel('Email').fill(`lucia-${run}@example.com`);
  await f.getByLabel(maquina.nombre).check();
  await f.getByRole('button', { name: 'Guardar' }).click();
  await expectNotice(page, '¡Operación Exitosa!', 'EL Usuario se ha registrado correctamente.');
  await expect(f.getByLabel('Username')).toHaveValue('');

  const row = activeTable(page)
    .getByRole('row')
    .filter({ hasText: `lucia-${run}` });
  await expect(row).toContainText('Lucía');
  await expect(row).toContainText('********');
  await expect(row).toContainText('ADMIN');

  // The same username again: the server's reason in a warning.
  await f.getByLabel('Rol', { exact: true }).selectOption(String(rolAdmin));
  await f.getByLabel('Nombre', { exact: true }).fill('Otra');
  await f.getByLabel('Apellido paterno').fill('Persona');
  await f.getByLabel('Username').fill(`lucia-${run}`);
  await f.getByLabel('Contraseña', { exact: true }).fill('otra-clave-12');
  await f.getByLabel('Email').fill(`otra-${run}@example.com`);
  await f.getByRole('button', { name: 'Guardar' }).click();
  await expectNotice(page, 'Advertencia', 'El username ya está registrado.');

  // 'Cancelar' clears the form.
  await f.getByRole('button', { name: 'Cancelar' }).click();
  await expect(f.getByLabel('Username')).toHaveValue('');
  await expect(f.getByLabel('Rol', { exact: true })).toHaveValue('0');
});

test('un usuario sin máquinas se guarda solo después de preguntar, en un teléfono', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const username = `sin-maquinas-${run}`;
  const existe = async () =>
    (await apiCall<{ username: string; maquinas: number[] }>(request, token, '/users', {})).find(
      (u) => u.username === username,
    );
  await openScreen(page);
  const f = form(page);
  await f.getByLabel('Rol', { exact: true }).selectOption(String(rolAdmin));
  await f.getByLabel('Nombre', { exact: true }).fill('Rosa');
  await f.getByLabel('Apellido paterno').fill('Can');
  await f.getByLabel('Username').fill(username);
  await f.getByLabel('Contraseña', { exact: true }).fill('rosa-clave-12');
  await f.getByLabel('Email').fill(`${username}@example.com`);
  // Opened on a machine's users, the user starts on it (issue 43); unticked, saving asks first.
  await f.getByRole('group', { name: 'Máquinas en las que trabaja' }).getByLabel(maquina.nombre).uncheck();
  await f.getByRole('button', { name: 'Guardar' }).click();
  const popup = page.locator('.swal2-popup');
  await expect(popup.locator('.swal2-html-container')).toHaveText(
    'El usuario no tendrá ninguna máquina asignada: no aparecerá en la lista de usuarios de ninguna máquina y, si no es administrador, no verá ninguna máquina. ¿Guardarlo así?',
  );
  await page.screenshot({ path: `${SHOTS}/usuario-sin-maquinas-390.png` });
  await popup.getByRole('button', { name: 'Cancelar' }).click();
  await expect(popup).toBeHidden();
  expect(await existe()).toBeUndefined();
  await expect(f.getByLabel('Username')).toHaveValue(username);

  await f.getByRole('button', { name: 'Guardar' }).click();
  await popup.getByRole('button', { name: 'Sí, guardar sin máquinas' }).click();
  await expectNotice(page, '¡Operación Exitosa!', 'EL Usuario se ha registrado correctamente.');
  expect(await existe()).toMatchObject({ maquinas: [] });
});

test('editar, eliminar y restaurar un usuario', async ({ page, request }) => {
  const username = `editar-${run}`;
  await apiCall(request, token, '/users/create', {
    usuario: {
      nombre: 'Pedro',
      Username: username,
      ap_paterno: 'Soto',
      ap_materno: '',
      email: `${username}@example.com`,
      clave: 'pedro-clave-1',
    },
    rol: { id_usuario: '', id_rol: rolAdmin },
    id_maquina: maquina.id_maquina,
  });
  await openScreen(page);
  const row = activeTable(page).getByRole('row').filter({ hasText: username });
  await row.getByRole('button', { name: 'Editar' }).click();

  const dialog = page.getByRole('dialog', { name: 'Editar Registro' });
  await expect(dialog.getByLabel('Nombre', { exact: true })).toHaveValue('Pedro');
  await expect(dialog.getByLabel(/Contraseña/)).toHaveValue('');
  await dialog.getByLabel('Nombre', { exact: true }).fill('');
  await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(dialog.getByText('El nombre es obligatorio.')).toBeVisible();
  await dialog.getByLabel('Nombre', { exact: true }).fill('Pedro Pablo');
  await dialog.getByLabel('Activo').selectOption('0');
  await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Pedro Pablo');
  await expect(row.getByRole('cell').nth(6)).toHaveText('0');

  await row.getByRole('button', { name: 'Eliminar' }).click();
  await acceptConfirm(page, `¿Eliminar al usuario ${username} (Pedro Pablo Soto)?`);
  await expect(row).toHaveCount(0);

  await page.getByRole('tab', { name: 'Usuarios eliminados' }).click();
  const deleted = activeTable(page).getByRole('row').filter({ hasText: username });
  await expect(deleted).toBeVisible();
  await deleted.getByRole('button', { name: 'Restaurar' }).click();
  await expect(deleted).toHaveCount(0);

  await page.getByRole('tab', { name: 'Usuarios activos' }).click();
  await expect(activeTable(page).getByRole('row').filter({ hasText: username })).toBeVisible();
});

test('las máquinas de un usuario se eligen en su formulario, no arriba de la pantalla', async ({
  page,
  request,
}) => {
  const norte = await apiOne(request, token, '/maquina/new', { nombre: `Norte ${run}`, estatus: 'ACTIVA' });
  const sur = await apiOne(request, token, '/maquina/new', { nombre: `Sur ${run}`, estatus: 'ACTIVA' });
  const username = `maquinas-${run}`;
  const maquinasDe = async () => {
    const todos = await apiCall<{ username: string; maquinas: number[] }>(request, token, '/users', {});
    return todos.find((u) => u.username === username)?.maquinas.sort((a, b) => a - b);
  };
  // Opened on a machine's users, the new user starts on that machine (issue 43); it can be unticked like any other.
  await openScreen(page);
  const f = form(page);
  await f.getByLabel('Rol', { exact: true }).selectOption(String(rolAdmin));
  await f.getByLabel('Nombre', { exact: true }).fill('Marta');
  await f.getByLabel('Apellido paterno').fill('Uc');
  await f.getByLabel('Username').fill(username);
  await f.getByLabel('Contraseña', { exact: true }).fill('marta-clave-1');
  await f.getByLabel('Email').fill(`${username}@example.com`);
  const maquinas = f.getByRole('group', { name: 'Máquinas en las que trabaja' });
  await expect(maquinas.getByLabel(maquina.nombre)).toBeChecked();
  await maquinas.getByLabel(maquina.nombre).uncheck();
  await maquinas.getByLabel(norte.nombre).check();
  await maquinas.getByLabel(sur.nombre).check();
  await f.getByRole('button', { name: 'Guardar' }).click();
  await expectNotice(page, '¡Operación Exitosa!', 'EL Usuario se ha registrado correctamente.');
  expect(await maquinasDe()).toEqual([norte.id_maquina, sur.id_maquina]);

  // Edited in the dialog, with the machines it has checked.
  await page.getByLabel('Máquina', { exact: true }).selectOption(String(norte.id_maquina));
  const row = activeTable(page).getByRole('row').filter({ hasText: username });
  await row.getByRole('button', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Registro' });
  const enDialogo = dialog.getByRole('group', { name: 'Máquinas en las que trabaja' });
  await expect(enDialogo.getByLabel(norte.nombre)).toBeChecked();
  await expect(enDialogo.getByLabel(sur.nombre)).toBeChecked();
  await expect(enDialogo.getByLabel(maquina.nombre)).not.toBeChecked();
  await enDialogo.getByLabel(norte.nombre).uncheck();
  await enDialogo.getByLabel(maquina.nombre).check();
  await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(dialog).toBeHidden();
  expect(await maquinasDe()).toEqual([maquina.id_maquina, sur.id_maquina].sort((a, b) => a - b));
  // No longer on Norte: the list filtered by it has lost the user.
  await expect(row).toHaveCount(0);
});

test('paginado de 10 en 10 y periodo de alta', async ({ page, request }) => {
  const otra = await apiOne(request, token, '/maquina/new', {
    nombre: `Máquina paginado ${run}`,
    estatus: 'ACTIVA',
  });
  for (let i = 1; i <= 12; i++) {
    await apiCall(request, token, '/users/create', {
      usuario: {
        nombre: `Pag${i}`,
        Username: `pag-${run}-${i}`,
        ap_paterno: 'Lista',
        ap_materno: '',
        email: `pag-${run}-${i}@example.com`,
        clave: 'clave-pagina-1',
      },
      rol: { id_usuario: '', id_rol: rolAdmin },
      id_maquina: otra.id_maquina,
    });
  }
  await page.goto(`/dashboard/usuarios?maquina=${otra.id_maquina}`);
  const panel = activeTable(page);
  const bodyRows = panel.locator('tbody tr');
  await expect(bodyRows).toHaveCount(10);
  // The pager's ends are read by their list items: a disabled end is not a button.
  const pager = page.getByRole('navigation', { name: 'Paginación' });
  const prev = pager.getByRole('listitem').first();
  const next = pager.getByRole('listitem').last();
  await expect(prev).toHaveClass(/disabled/);
  await expect(prev).toContainText('Anterior');
  // The second page is asked of the server, not cut from a full list.
  const pagina2 = page.waitForRequest(
    (r) =>
      r.url().endsWith('/users') && r.postDataJSON()?.pagina === 2 && r.postDataJSON()?.por_pagina === 10,
  );
  await next.getByText('Siguiente').click();
  await pagina2;
  await expect(bodyRows).toHaveCount(2);
  await expect(next).toHaveClass(/disabled/);
  await expect(pager.getByRole('listitem').filter({ hasText: '2' })).toHaveClass(/active/);

  // Today (in the business's zone) keeps them all and goes back to page 1; another day keeps none.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
  const hoy = page.waitForRequest(
    (r) =>
      r.url().endsWith('/users') && r.postDataJSON()?.desde === today && r.postDataJSON()?.hasta === today,
  );
  await page.getByLabel('Periodo').selectOption({ label: 'Hoy' });
  await hoy;
  await expect(bodyRows).toHaveCount(10);
  await expect(prev).toHaveClass(/disabled/);
  const otroDia = page.waitForRequest(
    (r) => r.url().endsWith('/users') && r.postDataJSON()?.desde === '2001-01-01',
  );
  await page.getByLabel('Periodo').selectOption({ label: 'Personalizado' });
  // The days read dd/mm/aaaa. «Hasta» is typed once «Desde» is taken, as a person does: typed at once, it came before
  // «Hasta»'s calendar knew its new first day and was refused as earlier than that day (seen on a busy machine).
  await page.getByLabel('Desde').fill('01/01/2001');
  await otroDia;
  const unDia = page.waitForRequest(
    (r) => r.url().endsWith('/users') && r.postDataJSON()?.hasta === '2001-01-01',
  );
  await page.getByLabel('Hasta').fill('01/01/2001');
  await unDia;
  await expect(page.getByText('No hay registros para mostrar.')).toBeVisible();
  await page.getByLabel('Periodo').selectOption({ label: 'Todo' });
  await expect(bodyRows).toHaveCount(10);
});

test('accesibilidad y capturas de la pantalla de usuarios', async ({ page, request }) => {
  const username = `axe-${run}`;
  await apiCall(request, token, '/users/create', {
    usuario: {
      nombre: 'Axe',
      Username: username,
      ap_paterno: 'Revisión',
      ap_materno: 'Visual',
      email: `${username}@example.com`,
      clave: 'clave-axe-123',
    },
    rol: { id_usuario: '', id_rol: rolAdmin },
    id_maquina: maquina.id_maquina,
  });
  await openScreen(page);
  await expect(activeTable(page).locator('tbody tr').first()).toBeVisible();
  await checkScreen(page, 'usuarios', async (width) => {
    await expect(activeTable(page).locator('tbody tr').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible({
      visible: width > 991,
    });
  });
});

test('la lista de todos los usuarios ordena, busca, recuerda la vista y exporta lo filtrado', async ({
  page,
}) => {
  await page.goto('/dashboard/usuarios');
  const ordenada = page.waitForResponse(
    (r) => r.url().endsWith('/users') && r.request().postDataJSON()?.orden === 'username',
  );
  await page.getByRole('button', { name: 'Username' }).click();
  await ordenada;
  await expect(page.getByRole('columnheader', { name: 'Username' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  const nombres = await activeTable(page).locator('tbody tr td:nth-child(5)').allTextContents();
  expect(nombres).toEqual([...nombres].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  await page.getByLabel('Buscar').fill('REVISION');
  await expect(activeTable(page).locator('tbody tr').first()).toContainText('Revisión');
  for (const fila of await activeTable(page).locator('tbody tr').allTextContents()) {
    expect(fila).toContain('Revisión');
  }
  await page.reload();
  await expect(page.getByLabel('Buscar')).toHaveValue('REVISION');
  await expect(page.getByRole('columnheader', { name: 'Username' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  const descarga = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar' }).click();
  await page.getByRole('button', { name: 'CSV (Excel, hojas de cálculo)' }).click();
  const archivo = await descarga;
  expect(archivo.suggestedFilename()).toBe('usuarios.csv');
  const texto = await readFile(await archivo.path(), 'utf8');
  // The plain table (issue 43): the header, then only the users the search leaves.
  const [cabecera, ...registros] = texto
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter(Boolean);
  expect(cabecera).not.toContain('Búsqueda');
  expect(registros.length).toBeGreaterThan(0);
  for (const r of registros) expect(r).toContain('Revisión');
  expect(texto).not.toContain('********');
});
