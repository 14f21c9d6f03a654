// Profile screen in Chromium: a non-admin user sees their own data, changes their password and signs in with it.
import { expect, type Page, test } from '@playwright/test';
import { apiCall, apiOne, checkScreen, E2E_ADMIN, expectNotice, loginAs, submitLogin } from './helpers.ts';

const run = Date.now().toString(36);
const ADMIN = E2E_ADMIN;
const USER = { username: `perfil-${run}`, password: 'clave-inicial-1', nueva: 'clave-nueva-22' };

let maquina: { id_maquina: number; nombre: string };
let rol: { id_rol: number; rol: string };
test.beforeAll(async ({ request }) => {
  const login = await request.post('/users/login', { data: ADMIN });
  const token = (await login.json()).token as string;
  maquina = await apiOne(request, token, '/maquina/new', {
    nombre: `Máquina perfil ${run}`,
    estatus: 'ACTIVA',
  });
  rol = await apiOne(request, token, '/rolmod/roles/new', { rol: `OPERADOR ${run}` });
  await apiCall(request, token, '/users/create', {
    usuario: {
      nombre: 'Rosa',
      Username: USER.username,
      ap_paterno: 'Canul',
      ap_materno: 'Pech',
      email: `${USER.username}@example.com`,
      clave: USER.password,
    },
    rol: { id_usuario: '', id_rol: rol.id_rol },
    id_maquina: maquina.id_maquina,
  });
});

const form = (page: Page) => page.getByRole('form', { name: 'Cambiar mi contraseña' });

/** The new role grants no screen: signing in lands on the user's own profile, which every user may open. */
async function loginToPerfil(page: Page, password: string) {
  await page.goto('/login');
  await submitLogin(page, USER.username, password);
  await expect(page).toHaveURL(/\/dashboard\/perfil$/);
}

test('ver mis datos, cambiar mi contraseña e iniciar sesión con la nueva', async ({ page, request }) => {
  await loginToPerfil(page, USER.password);
  const datos = page.getByText('Mis datos').locator('..');
  await expect(datos).toContainText('Rosa Canul Pech');
  await expect(datos).toContainText(USER.username);
  await expect(datos).toContainText(`${USER.username}@example.com`);
  await expect(datos).toContainText(rol.rol);
  await expect(datos).toContainText(maquina.nombre);

  const f = form(page);
  await f.getByLabel('Contraseña actual').fill(USER.password);
  await f.getByLabel('Contraseña nueva', { exact: true }).fill(USER.nueva);
  await f.getByLabel('Confirmar contraseña nueva').fill('otra-distinta');
  await f.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(f.getByText('La confirmación no coincide con la contraseña nueva.')).toBeVisible();

  await f.getByLabel('Contraseña actual').fill('no-es-la-clave');
  await f.getByLabel('Confirmar contraseña nueva').fill(USER.nueva);
  await f.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expectNotice(page, 'Advertencia', 'La contraseña actual no es correcta.');

  await f.getByLabel('Contraseña actual').fill(USER.password);
  await f.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expectNotice(page, '¡Operación Exitosa!', 'La contraseña se ha cambiado correctamente.');
  await expect(f.getByLabel('Contraseña nueva', { exact: true })).toHaveValue('');

  // The old password no longer opens a session; the new one does.
  const old = await request.post('/users/login', {
    data: { username: USER.username, password: USER.password },
  });
  expect(old.status()).toBe(400);
  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await loginToPerfil(page, USER.nueva);
  await expect(page.getByText('Mis datos').locator('..')).toContainText(USER.username);
});

test('la contraseña nueva debe ser distinta de la actual, y se llama Contraseña en cada etiqueta', async ({
  page,
}) => {
  await loginAs(page, ADMIN.username, ADMIN.password);
  await page.goto('/dashboard/perfil');
  const f = form(page);
  await expect(f.locator('label')).toHaveText([
    'Contraseña actual',
    'Contraseña nueva',
    'Confirmar contraseña nueva',
  ]);
  let cambios = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/users/perfil/clave')) cambios++;
  });
  await f.getByLabel('Contraseña actual').fill(ADMIN.password);
  await f.getByLabel('Contraseña nueva', { exact: true }).fill(ADMIN.password);
  await f.getByLabel('Confirmar contraseña nueva').fill(ADMIN.password);
  await f.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(f.getByText('La contraseña nueva debe ser distinta de la actual.')).toBeVisible();
  expect(cambios).toBe(0);
});

test('accesibilidad y capturas del perfil', async ({ page }) => {
  await loginAs(page, ADMIN.username, ADMIN.password);
  await page.goto('/dashboard/perfil');
  await expect(page.getByText('Mis datos').locator('..')).toContainText('admin');
  await form(page).getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(form(page).getByText('Este campo es obligatorio.')).toBeVisible();
  await checkScreen(page, 'perfil', async (width) => {
    await expect(page.getByText('Mis datos').locator('..')).toContainText('admin');
    await expect(form(page).getByText('Este campo es obligatorio.').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible({
      visible: width > 991,
    });
  });
});
