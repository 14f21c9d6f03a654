// Roles administration in Chromium: roles, modules and URLs (create, edit, delete), both assignments, the tab in the URL.
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

const run = Date.now().toString(36).toUpperCase();
const ADMIN = E2E_ADMIN;

let token: string;
test.beforeAll(async ({ request }) => {
  token = await adminToken(request);
});
test.beforeEach(async ({ page }) => {
  await loginAs(page, ADMIN.username, ADMIN.password);
});

const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name });

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
  await pm.getByLabel('Rol').selectOption(String(rol.id_rol));
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
  await pm.getByLabel('Rol').selectOption(String(rol.id_rol));
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
