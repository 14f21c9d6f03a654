// Roles that grant access (issue 15) in Chromium, at 1280 and at 390 px: the demo operator sees only the screens
// and machines of its role, and a module the admin grants or revokes shows on the operator's next navigation.
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  ANCHOS,
  adminToken,
  apiCall,
  consoleErrors,
  DEMO_OPERADOR,
  expectNotice,
  loginAs,
  transitionsEnded,
} from './helpers.ts';

const SHOTS = fileURLToPath(new URL('./screenshots/', import.meta.url));
/** The demo's OPERADOR role, in the sidebar's order (its Perfil module names no screen). */
const MENU_OPERADOR = [
  'Inicio',
  'Alertas',
  'Reportes',
  'Ventas de máquina',
  'Egresos',
  'Cortes de caja',
  'Depósitos',
  'Registro sanitario',
  'Contacto',
];
/** operador1's machines, in the server's order: Centro and the one at rest, marked. */
const MAQUINAS_OPERADOR1 = ['Máquina Bodega (fuera de servicio) (Inactiva)', 'Máquina Centro'];
const SIN_PERMISO = 'No tienes permiso para ver esta página';

const phone = (width: number) => width <= 991;

/** The main menu as the person reaches it: the sidebar, or on a phone the offcanvas opened by 'Abrir menú'. */
async function openMenu(page: Page, width: number): Promise<Locator> {
  if (!phone(width)) return page.getByRole('navigation', { name: 'Menú principal' });
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  return page.locator('.offcanvas.show').getByRole('navigation', { name: 'Menú principal' });
}

async function closeMenu(page: Page, width: number) {
  if (!phone(width)) return;
  await page.locator('.offcanvas.show').getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.locator('.offcanvas')).toHaveCount(0);
}

async function expectMenu(page: Page, width: number, entries: string[]) {
  const menu = await openMenu(page, width);
  await expect(menu.getByRole('link')).toHaveText(entries);
  await closeMenu(page, width);
}

/** Moves inside the app (no reload) through the menu, as a person would. */
async function goThroughMenu(page: Page, width: number, entry: string) {
  const menu = await openMenu(page, width);
  await menu.getByRole('link', { name: entry, exact: true }).click();
  if (phone(width)) await expect(page.locator('.offcanvas')).toHaveCount(0);
}

const machineOptions = (page: Page) =>
  page.getByLabel('Máquina', { exact: true }).locator('option:not([value="0"])');

let idOperador: number;
let modulosOriginales: number[];
test.beforeAll(async ({ request }) => {
  const token = await adminToken(request);
  const roles = await apiCall<{ id_rol: number; rol: string }>(request, token, '/rolmod/roles');
  idOperador = roles.find((r) => r.rol === 'OPERADOR')?.id_rol ?? 0;
  expect(idOperador).toBeGreaterThan(0);
  const links = await apiCall<{ id_modulo: number }>(request, token, '/rolmod/roles/modulos', {
    id_rol: idOperador,
  });
  modulosOriginales = links.map((l) => l.id_modulo).sort((a, b) => a - b);
});

// The e2e server is shared by every spec of the run: the demo role gets its modules back whatever happened here.
test.afterEach(async ({ request }) => {
  const token = await adminToken(request);
  await apiCall(request, token, '/rolmod/roles/modulos/new', {
    rol_modulo: modulosOriginales.map((id_modulo) => ({ id_modulo, id_rol: idOperador })),
    id_rol: idOperador,
  });
  const links = await apiCall<{ id_modulo: number }>(request, token, '/rolmod/roles/modulos', {
    id_rol: idOperador,
  });
  expect(links.map((l) => l.id_modulo).sort((a, b) => a - b)).toEqual(modulosOriginales);
});

for (const width of ANCHOS) {
  test.describe(`a ${width} px`, () => {
    test.use({ viewport: { width, height: phone(width) ? 844 : 800 } });

    test('el operador ve solo las pantallas y las máquinas de su rol', async ({ page }) => {
      const errores = consoleErrors(page);
      await loginAs(page, DEMO_OPERADOR.username, DEMO_OPERADOR.password);
      await expectMenu(page, width, MENU_OPERADOR);
      // Inicio's picker, then the sales form's and the expenses' ones: only this operator's machines.
      await expect(machineOptions(page)).toHaveText(MAQUINAS_OPERADOR1);
      for (const [entry, title] of [
        ['Ventas de máquina', 'Ventas de máquina'],
        ['Egresos', 'Egresos'],
      ] as const) {
        await goThroughMenu(page, width, entry);
        await expect(page.locator('main h1')).toHaveText(title);
        await expect(machineOptions(page)).toHaveText(MAQUINAS_OPERADOR1);
      }
      // A machine at rest keeps its records in reach, but the sale form will not record on it.
      await goThroughMenu(page, width, 'Ventas de máquina');
      await page.getByLabel('Máquina', { exact: true }).selectOption({ label: MAQUINAS_OPERADOR1[0] });
      await expect(page.getByText('Esta máquina está inactiva')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Guardar', exact: true })).toBeDisabled();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${SHOTS}permisos-ventas-inactiva-${width}.png` });

      await page.goto('/dashboard/usuarios');
      await expect(page).toHaveURL(/\/unauthorized$/);
      await expect(page.getByRole('heading', { name: SIN_PERMISO })).toBeVisible();

      // The operator's panel, to be looked at: Inicio with a machine chosen, and on a phone the menu open.
      await page.goto('/dashboard/inicio');
      await page.getByLabel('Máquina', { exact: true }).selectOption({ label: 'Máquina Centro' });
      await expect(page.getByTestId('Ventas del mes')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const desborde = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(desborde, `la página se desplaza a los lados a ${width} px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SHOTS}permisos-operador-${width}.png`, fullPage: true });
      if (phone(width)) {
        const menu = await openMenu(page, width);
        await expect(menu.getByRole('link')).toHaveText(MENU_OPERADOR);
        // The offcanvas slides in: the picture waits until it has.
        await transitionsEnded(page);
        await page.screenshot({ path: `${SHOTS}permisos-operador-menu-${width}.png` });
        await closeMenu(page, width);
      }
      expect(errores).toEqual([]);
    });

    test('un módulo concedido aparece en la siguiente navegación del operador, y al retirarlo desaparece', async ({
      page,
      browser,
    }) => {
      const errores = consoleErrors(page);
      await loginAs(page, DEMO_OPERADOR.username, DEMO_OPERADOR.password);
      await expectMenu(page, width, MENU_OPERADOR);

      // The administrator, in a browser of their own.
      const adminContext = await browser.newContext({
        baseURL: test.info().project.use.baseURL,
        locale: 'es-MX',
        viewport: { width: 1280, height: 800 },
      });
      try {
        const admin = await adminContext.newPage();
        await loginAs(admin);
        await admin.goto('/dashboard/rolModulos?tab=asignar-modulos');
        const asignar = admin.getByRole('tabpanel', { name: 'Asignar Módulos a Roles' });
        // ADMIN holds every module: all checked, none to change, nothing to save.
        await asignar.getByLabel('Rol', { exact: true }).selectOption({ label: 'ADMIN' });
        await expect(
          asignar.getByText('El rol ADMIN tiene siempre todos los módulos; no necesita asignárselos.'),
        ).toBeVisible();
        const casillas = await asignar.getByRole('checkbox').all();
        expect(casillas.length).toBeGreaterThanOrEqual(10);
        for (const casilla of casillas) {
          await expect(casilla).toBeChecked();
          await expect(casilla).toBeDisabled();
        }
        await expect(asignar.getByRole('button', { name: 'Asignar Módulos' })).toHaveCount(0);
        await admin.screenshot({ path: `${SHOTS}permisos-admin-modulos-de-admin.png` });

        await asignar.getByLabel('Rol', { exact: true }).selectOption({ label: 'OPERADOR' });
        const tiendas = asignar.getByLabel('Tiendas', { exact: true });
        await expect(tiendas).not.toBeChecked();
        await tiendas.check();
        await asignar.getByRole('button', { name: 'Asignar Módulos' }).click();
        await expectNotice(admin, '¡Operación Exitosa!', 'Módulos asignados correctamente');

        // The operator's next navigation shows the entry, and the screen opens.
        await goThroughMenu(page, width, 'Egresos');
        await expectMenu(page, width, [
          'Inicio',
          'Alertas',
          'Reportes',
          'Crear tienda',
          'Ventas de máquina',
          'Egresos',
          'Cortes de caja',
          'Depósitos',
          'Registro sanitario',
          'Contacto',
        ]);
        await goThroughMenu(page, width, 'Crear tienda');
        await expect(page).toHaveURL(/\/dashboard\/tienda\/crear$/);
        await expect(page).toHaveTitle('Crear tienda · AguaVend');
        await expect(page.locator('main h1')).toHaveText('Registra los datos de tu negocio');

        await tiendas.uncheck();
        await asignar.getByRole('button', { name: 'Asignar Módulos' }).click();
        await expectNotice(admin, '¡Operación Exitosa!', 'Módulos asignados correctamente');
      } finally {
        await adminContext.close();
      }

      // The next navigation drops the entry; going back to the screen, or opening its URL, is refused.
      await goThroughMenu(page, width, 'Inicio');
      await expectMenu(page, width, MENU_OPERADOR);
      await page.goBack();
      await expect(page).toHaveURL(/\/unauthorized$/);
      await expect(page.getByRole('heading', { name: SIN_PERMISO })).toBeVisible();
      await page.goto('/dashboard/tienda/crear');
      await expect(page).toHaveURL(/\/unauthorized$/);
      await expect(page.getByRole('heading', { name: SIN_PERMISO })).toBeVisible();
      expect(errores).toEqual([]);
    });
  });
}
