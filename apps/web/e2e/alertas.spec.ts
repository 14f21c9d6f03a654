// The bell and the Alertas screen (issue 19) in Chromium, over the demo's data and alerts of this run's own: water
// readings out of range on two new machines (one closed again by a reading in range, for the history). The bell's
// count is the open unread alerts; opening one goes to its screen and lowers the count; 'Marcar todas' empties it;
// the screen filters by type, machine and state and shows when a closed one closed; an operator sees only their
// machines' alerts. Read marks are per user, so the marking is done by an administrator of this run's own.
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
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

const run = Date.now().toString(36);
const CAPTURAS = fileURLToPath(new URL('./screenshots/', import.meta.url));
const ADMIN = { username: `alertasadm${run}`, password: 'alertas-e2e-1' };
const OPERADOR = { username: `alertasop${run}`, password: 'alertas-e2e-1' };
type Maquina = { id_maquina: number; nombre: string };
type Alerta = {
  id_alerta: number;
  tipo: string;
  mensaje: string;
  enlace: string;
  id_maquina: number | null;
  cerrada: string | null;
  leida: boolean;
};
let propia: Maquina;
let ajena: Maquina;

const hoy = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());

/** A water reading at a point, as the sanitary record takes it. */
const lectura = (token: string, request: APIRequestContext, m: Maquina, punto: string, valores: object) =>
  apiCall(request, token, '/registro-sanitario/new', {
    id_maquina: m.id_maquina,
    tipo: 'LECTURA',
    fecha: hoy(),
    responsable: 'Prueba de alertas',
    punto,
    ...valores,
  });

/** The bell's call, which also brings the alerts up to date with the data, and the alerts it shows when opened. */
const campana = async (request: APIRequestContext, token: string) => ({
  ...(await apiOne<{ no_leidas: number }>(request, token, '/alertas/campana', {})),
  alertas: await apiCall<Alerta>(request, token, '/alertas/recientes', {}),
});

/** A URL row for a screen, made or found (the e2e server is shared by every spec of the run). */
async function urlDe(request: APIRequestContext, token: string, ruta: string) {
  const res = await request.post('/rolmod/urls/new', { data: { ruta }, headers: { autorizado: token } });
  if (res.ok()) return ((await res.json()).resultados[0] as { id_url: number }).id_url;
  const todas = await apiCall<{ id_url: number; ruta: string }>(request, token, '/rolmod/urls');
  const url = todas.find((u) => u.ruta === ruta);
  expect(url, ruta).toBeDefined();
  return url?.id_url ?? 0;
}

async function crearUsuario(
  request: APIRequestContext,
  token: string,
  cuenta: { username: string; password: string },
  id_rol: number,
  maquinas: number[],
) {
  await apiOne(request, token, '/users/create', {
    usuario: {
      nombre: 'Alma',
      Username: cuenta.username,
      ap_paterno: 'Chan',
      ap_materno: 'Pool',
      email: `${cuenta.username}@example.com`,
      clave: cuenta.password,
    },
    rol: { id_usuario: '', id_rol },
    maquinas,
  });
}

test.beforeAll(async ({ request }) => {
  const token = await adminToken(request);
  const maquina = (nombre: string) =>
    apiOne<Maquina>(request, token, '/maquina/new', {
      nombre,
      estatus: 'ACTIVA',
      modo_venta: 'POR_VENTA',
      precio_litro: 0.5,
      lectura_inicial: 0,
    });
  propia = await maquina(`Alertas propia ${run}`);
  ajena = await maquina(`Alertas ajena ${run}`);
  // Chlorine over NOM-127's 1.5 mg/L at the inlet of both; at the product of the first, solids over 500 mg/L, then
  // a reading in range there, which closes that alert (the bell's call in between opens it).
  await lectura(token, request, propia, 'ENTRADA', { cloro: 3 });
  await lectura(token, request, ajena, 'ENTRADA', { cloro: 2.5 });
  await lectura(token, request, propia, 'PRODUCTO', { sdt: 900 });
  await campana(request, token);
  await lectura(token, request, propia, 'PRODUCTO', { sdt: 200, cloro: 0, ph: 7 });
  await campana(request, token);

  const roles = await apiCall<{ id_rol: number; rol: string }>(request, token, '/rolmod/roles');
  const admin = roles.find((r) => r.rol === 'ADMIN');
  expect(admin).toBeDefined();
  await crearUsuario(request, token, ADMIN, admin?.id_rol ?? 0, []);

  // An operator granted Inicio, Alertas and Registro sanitario, with the first machine alone.
  const modulo = await apiOne(request, token, '/rolmod/modulos/new', {
    nombre: `Cuidado ${run}`,
    icono: 'bi-bell',
  });
  const urls = [
    await urlDe(request, token, '/dashboard/inicio'),
    await urlDe(request, token, '/dashboard/alertas'),
    await urlDe(request, token, '/dashboard/registro-sanitario'),
  ];
  await apiCall(request, token, '/rolmod/modulos/urls/new', {
    modulo_url: urls.map((id_url) => ({ id_modulo: modulo.id_modulo, id_url })),
    id_modulo: modulo.id_modulo,
  });
  const rol = await apiOne(request, token, '/rolmod/roles/new', { rol: `CUIDADO ${run}` });
  await apiCall(request, token, '/rolmod/roles/modulos/new', {
    rol_modulo: [{ id_modulo: modulo.id_modulo, id_rol: rol.id_rol }],
    id_rol: rol.id_rol,
  });
  await crearUsuario(request, token, OPERADOR, rol.id_rol, [propia.id_maquina]);
});

/** The open alerts the signed-in user sees, from the Alertas list (not the bell). */
async function abiertas(page: Page) {
  return apiCall<Alerta>(page.request, await tokenOf(page), '/alertas', {
    estado: 'ABIERTA',
    pagina: 1,
    por_pagina: 100,
  });
}

const nuevas = (n: number) => `Notificaciones: ${n} ${n === 1 ? 'nueva' : 'nuevas'}`;
const campanaDe = (page: Page, n: number) => page.getByRole('button', { name: nuevas(n), exact: true });
const panel = (page: Page) => page.locator('.av-campana-menu');

test('la campana cuenta las alertas abiertas sin leer; abrir una lleva a su pantalla y baja la cuenta; Marcar todas la vacía', async ({
  page,
}) => {
  const errores = consoleErrors(page);
  await loginAs(page, ADMIN.username, ADMIN.password);
  const open = await abiertas(page);
  const n = open.filter((a) => !a.leida).length;
  // This run's two readings out of range at least, and the demo's own.
  expect(n).toBeGreaterThanOrEqual(3);
  expect(open.map((a) => a.tipo)).toContain('LECTURA_FUERA');
  const bell = campanaDe(page, n);
  await expect(bell).toBeVisible();
  await expect(bell.locator('.badge')).toHaveText(String(n));

  await bell.click();
  await expect(panel(page).getByRole('heading', { name: 'Notificaciones' })).toBeVisible();
  await expect(panel(page).getByText(`${n} sin leer`)).toBeVisible();
  await expect(panel(page).getByRole('link', { name: /^No leída:/ })).toHaveCount(Math.min(n, 20));
  await expect(panel(page).getByRole('link', { name: 'Ver todas las alertas' })).toBeVisible();

  await checkScreen(page, 'campana', async (width) => {
    if (!(await panel(page).isVisible())) await campanaDe(page, n).click();
    const caja = await panel(page).boundingBox();
    expect(caja && caja.x >= 0 && caja.x + caja.width <= width).toBe(true);
    // The screen as a person sees it with the panel open (the full page is long), to be looked at.
    const modo = await page.locator('html').getAttribute('data-bs-theme');
    await page.screenshot({ path: `${CAPTURAS}campana-abierta-${width}-${modo}.png` });
  });

  // Keyboard: the bell opens with Enter, the arrows walk the alerts, Escape closes and gives the focus back.
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await bell.focus();
  await page.keyboard.press('Enter');
  await expect(panel(page)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(panel(page).locator('.dropdown-item').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(bell).toBeFocused();

  // The reading out of range at the first machine's inlet: its link is the machine's care page.
  await bell.click();
  const alerta = panel(page).getByRole('link', {
    name: new RegExp(`Lectura fuera de rango en la máquina ${propia.nombre} \\(entrada\\)`),
  });
  await alerta.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/registro-sanitario/maquina/${propia.id_maquina}$`));
  await expect(page.locator('main h1')).toBeVisible();
  await expect(campanaDe(page, n - 1)).toBeVisible();

  await campanaDe(page, n - 1).click();
  await expect(
    panel(page).getByRole('link', { name: new RegExp(`${propia.nombre} \\(entrada\\)`) }),
  ).not.toHaveAccessibleName(/^No leída/);
  await panel(page).getByRole('button', { name: 'Marcar todas' }).click();
  await expect(campanaDe(page, 0)).toBeVisible();
  await expect(campanaDe(page, 0).locator('.badge')).toHaveCount(0);
  await expect(panel(page).getByText('Todas leídas')).toBeVisible();
  expect((await campana(page.request, await tokenOf(page))).no_leidas).toBe(0);
  // Still open, so still listed; only read.
  await expect(panel(page).getByRole('link', { name: /^No leída:/ })).toHaveCount(0);
  await expect(panel(page).getByRole('link', { name: new RegExp(ajena.nombre) })).toBeVisible();
  expect(errores).toEqual([]);
});

test('la pantalla Alertas filtra por tipo, máquina y estado y muestra el historial', async ({ page }) => {
  const errores = consoleErrors(page);
  await loginAs(page, ADMIN.username, ADMIN.password);
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Alertas' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/alertas$/);
  const tabla = page.getByRole('region', { name: 'Alertas' }).locator('table');
  const filas = tabla.locator('tbody tr');
  await expect(filas.first()).toBeVisible();

  await page.getByLabel('Tipo', { exact: true }).selectOption({ label: 'Lectura fuera de rango' });
  await expect(filas.filter({ hasNotText: 'Lectura fuera de rango' })).toHaveCount(0);
  await page.getByLabel('Máquina', { exact: true }).selectOption({ label: propia.nombre });
  // The inlet's alert, open; the product's, closed by the reading in range, with when it closed.
  await expect(filas).toHaveCount(2);
  const entrada = filas.filter({ hasText: '(entrada)' });
  const producto = filas.filter({ hasText: '(producto)' });
  await expect(entrada.locator('td[data-label="Estado"]')).toHaveText('Abierta');
  await expect(producto.locator('td[data-label="Estado"]')).toContainText('Cerrada');
  await expect(producto.locator('td[data-label="Estado"]')).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(producto).toContainText('sólidos disueltos 900 mg/L');
  // Each alert names its machine and says since when its condition holds (issue 43), at both widths.
  await expect(entrada).toContainText(propia.nombre);
  await expect(entrada.getByText(/^Desde el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)).toBeVisible();

  await page.getByLabel('Estado', { exact: true }).selectOption({ label: 'Cerradas' });
  await expect(filas).toHaveCount(1);
  await expect(filas.first()).toContainText('(producto)');
  await expect(page).toHaveURL(/tipo=LECTURA_FUERA/);
  await expect(page).toHaveURL(/estado=CERRADA/);
  await page.getByLabel('Estado', { exact: true }).selectOption({ label: 'Todas' });
  await expect(filas).toHaveCount(2);

  await checkScreen(page, 'alertas', async (width) => {
    await expect(filas).toHaveCount(2);
    if (width === 390) await expectPhoneCard(tabla, entrada, 'Alerta');
    await expect(entrada.getByText(/^Desde el /)).toBeVisible();
  });

  await entrada.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/registro-sanitario/maquina/${propia.id_maquina}$`));
  expect(errores).toEqual([]);
});

test('un operador ve solo las alertas de sus máquinas, en la campana y en la pantalla', async ({ page }) => {
  await loginAs(page, OPERADOR.username, OPERADOR.password);
  const mias = await abiertas(page);
  expect(mias.length).toBeGreaterThan(0);
  expect(mias.every((a) => a.id_maquina === propia.id_maquina)).toBe(true);
  const bell = campanaDe(page, mias.filter((a) => !a.leida).length);
  await bell.click();
  await expect(
    panel(page)
      .getByRole('link', { name: new RegExp(propia.nombre) })
      .first(),
  ).toBeVisible();
  await expect(panel(page).getByText(ajena.nombre)).toHaveCount(0);
  await panel(page).getByRole('link', { name: 'Ver todas las alertas' }).click();
  await expect(page).toHaveURL(/\/dashboard\/alertas$/);
  const filas = page.getByRole('region', { name: 'Alertas' }).locator('table').locator('tbody tr');
  await expect(filas.first()).toBeVisible();
  await expect(filas.filter({ hasNotText: propia.nombre })).toHaveCount(0);
  // The product's closed alert is in their history too.
  await expect(filas.filter({ hasText: '(producto)' })).toHaveCount(1);
  // Another machine's alert is not theirs to see, by the bell or the list.
  const token = await tokenOf(page);
  const todas = await apiCall<Alerta>(page.request, token, '/alertas', { pagina: 1, por_pagina: 100 });
  expect(todas.filter((a) => a.id_maquina !== propia.id_maquina)).toEqual([]);
});

test('el operador de la demostración ve en la campana solo alertas de sus máquinas', async ({
  page,
  request,
}) => {
  await loginAs(page, DEMO_OPERADOR.username, DEMO_OPERADOR.password);
  const token = await tokenOf(page);
  const suyas = new Set((await apiCall<Maquina>(request, token, '/maquina', {})).map((m) => m.id_maquina));
  const { no_leidas, alertas } = await campana(request, token);
  expect(alertas.every((a) => a.id_maquina !== null && suyas.has(a.id_maquina))).toBe(true);
  // The administrator sees alerts beyond them (this run's machines, at least).
  const delAdmin = await campana(request, await adminToken(request));
  expect(delAdmin.alertas.some((a) => a.id_maquina === null || !suyas.has(a.id_maquina))).toBe(true);
  await campanaDe(page, no_leidas).click();
  await expect(panel(page).getByText(ajena.nombre)).toHaveCount(0);
  // The way to the Alertas screen only where the role grants it.
  const [perfil] = await apiCall<{ pantallas: string[] }>(request, token, '/users/perfil', {});
  const concede = perfil?.pantallas.includes('alertas') ? 1 : 0;
  await expect(panel(page).getByRole('link', { name: 'Ver todas las alertas' })).toHaveCount(concede);
  await expect(
    page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Alertas' }),
  ).toHaveCount(concede);
});
