// Ajustes in Chromium: the ADMIN captures the business's identity and logo (issue 43; a wrong RFC or régimen told on
// its field, a file that is not an image refused by its content), changes the corte's tolerance, the days without a sale or a corte and a reading
// range, the screen reads them back after a reload, a refused value is told on its field and saves nothing, and an
// operator cannot open it.
import { expect, test } from '@playwright/test';
import { adminToken, apiCall, checkScreen, DEMO_OPERADOR, expectNotice, loginAs } from './helpers.ts';

/** The settings and the business's identity (with its logo) as the demo starts with them, put back for the other specs. */
let originales: Record<string, unknown>;
let identidad: Record<string, unknown>;
let logo: Buffer;
test.beforeAll(async ({ request }) => {
  const token = await adminToken(request);
  [originales] = (await apiCall(request, token, '/ajustes', {})) as [Record<string, unknown>];
  [identidad] = (await apiCall(request, token, '/identidad', {})) as [Record<string, unknown>];
  logo = await (await request.get('/identidad/logo', { headers: { autorizado: token } })).body();
});
test.afterAll(async ({ request }) => {
  const token = await adminToken(request);
  await apiCall(request, token, '/ajustes/editar', originales);
  const { logo_tipo: _t, logo_version: _v, ...campos } = identidad;
  await apiCall(request, token, '/ajustes/identidad/editar', campos);
  const res = await request.post('/ajustes/identidad/logo', {
    headers: { autorizado: token },
    multipart: { archivo: { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: logo } },
  });
  expect(res.ok()).toBeTruthy();
});

const SVG_NUEVO = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#198754"/></svg>',
);

test('el administrador captura los datos del negocio y su logotipo', async ({ page, request }) => {
  await loginAs(page);
  await page.goto('/dashboard/ajustes');
  const form = page.getByRole('form', { name: 'Datos del negocio' });
  // The demo business, with its logo.
  await expect(form.getByLabel('Nombre comercial')).toHaveValue('Agua Pura La Fuente');
  await expect(form.getByLabel('RFC')).toHaveValue('PLF180512QX4');
  await expect(form.getByLabel('Régimen fiscal')).toHaveValue('601');
  await expect(page.getByRole('img', { name: 'Logotipo de Agua Pura La Fuente' })).toBeVisible();
  await checkScreen(page, 'ajustes-identidad', async () => {
    await expect(form.getByLabel('Domicilio fiscal')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Logotipo de Agua Pura La Fuente' })).toBeVisible();
  });

  // A malformed RFC and a régimen of the other kind of person are told on their fields; nothing is saved.
  await form.getByLabel('RFC').fill('PLF18051');
  await form.getByRole('button', { name: 'Guardar datos del negocio' }).click();
  await expect(form.getByText(/^El RFC debe tener 12 caracteres/)).toBeVisible();
  await form.getByLabel('RFC').fill('plf180512qx4');
  await form.getByLabel('Régimen fiscal').selectOption('612');
  await form.getByRole('button', { name: 'Guardar datos del negocio' }).click();
  await expect(
    form.getByText('Ese régimen fiscal es de personas físicas, y el RFC capturado es de persona moral.'),
  ).toBeVisible();
  await form.getByLabel('Régimen fiscal').selectOption('626');
  await form.getByLabel('Teléfono').fill('999 111 2233');
  await form.getByRole('button', { name: 'Guardar datos del negocio' }).click();
  await expectNotice(page, '¡Operación Exitosa!', 'Los datos del negocio se han guardado correctamente.');

  // A text file named .png is refused by its content; an SVG goes up and shows at once.
  const archivo = page.getByLabel('Logotipo', { exact: true });
  await archivo.setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('no soy una imagen'),
  });
  await expectNotice(
    page,
    'Advertencia',
    'El logotipo debe ser una imagen PNG o SVG (se revisa su contenido, no su nombre).',
  );
  await archivo.setInputFiles({ name: 'nuevo.svg', mimeType: 'image/svg+xml', buffer: SVG_NUEVO });
  await expectNotice(page, '¡Operación Exitosa!', 'El logotipo se ha guardado correctamente.');
  await expect(page.getByRole('img', { name: 'Logotipo de Agua Pura La Fuente' })).toHaveAttribute(
    'src',
    `data:image/svg+xml;base64,${SVG_NUEVO.toString('base64')}`,
  );

  await page.reload();
  await expect(form.getByLabel('Régimen fiscal')).toHaveValue('626');
  const token = await adminToken(request);
  const [guardada] = await apiCall(request, token, '/identidad', {});
  expect(guardada).toMatchObject({ rfc: 'PLF180512QX4', regimen_fiscal: '626', telefono: '999 111 2233' });
  // Served as an image that cannot run script.
  const servido = await request.get('/identidad/logo', { headers: { autorizado: token } });
  expect(servido.headers()['content-security-policy']).toContain('sandbox');
  expect(servido.headers()['content-type']).toBe('image/svg+xml');
});

test('el administrador guarda los ajustes y los vuelve a leer', async ({ page, request }) => {
  await loginAs(page);
  await page.goto('/dashboard/ajustes');
  const form = page.getByRole('form', { name: 'Ajustes del negocio' });
  const monto = form.getByLabel('Tolerancia en pesos');
  await expect(monto).toHaveValue('20');
  await expect(form.getByText('Una diferencia mayor a $ 20.00 o al 2 % de lo esperado')).toBeVisible();

  const entrada = form.getByRole('group', { name: 'Entrada (agua que llega a la máquina)' });
  const producto = form.getByRole('group', { name: 'Producto (agua purificada que se vende)' });
  // NOM-127-SSA1-2021 at the inlet; the product's chlorine has a maximum only.
  await expect(entrada.getByLabel('Cloro residual libre mínimo')).toHaveValue('0.2');
  await expect(entrada.getByLabel('Cloro residual libre máximo')).toHaveValue('1.5');
  await expect(entrada.getByLabel('pH mínimo')).toHaveValue('6.5');
  await expect(entrada.getByLabel('pH máximo')).toHaveValue('8.5');
  await expect(entrada.getByLabel('Sólidos disueltos totales máximo')).toHaveValue('1000');
  await expect(producto.getByLabel('Cloro residual libre mínimo')).toHaveCount(0);
  await expect(producto.getByLabel('Cloro residual libre máximo')).toHaveValue('0.1');
  await expect(form.getByLabel('Días sin corte para avisar (máquinas que venden por venta)')).toHaveValue(
    '7',
  );

  await checkScreen(page, 'ajustes', async () => {
    await expect(form.getByLabel('Días sin venta para marcar una máquina')).toBeVisible();
    await expect(producto.getByLabel('Sólidos disueltos totales máximo')).toBeVisible();
  });

  // A range upside down is told on its maximum, and nothing is sent.
  await entrada.getByLabel('pH máximo').fill('6');
  await form.getByRole('button', { name: 'Guardar ajustes' }).click();
  await expect(entrada.getByText('El máximo no puede ser menor que el mínimo.')).toBeVisible();
  await entrada.getByLabel('pH máximo').fill('8.5');

  await monto.fill('-5');
  await form.getByRole('button', { name: 'Guardar ajustes' }).click();
  await expect(
    form.getByText('La tolerancia en pesos debe ser 0 o mayor, con máximo 2 decimales.'),
  ).toBeVisible();

  await monto.fill('25.50');
  await form.getByLabel('Tolerancia en porcentaje del esperado').fill('3');
  await form.getByLabel('Días sin venta para marcar una máquina').fill('5');
  await form.getByLabel('Días sin corte para avisar (máquinas que venden por venta)').fill('10');
  await producto.getByLabel('Sólidos disueltos totales máximo').fill('450');
  await form.getByRole('button', { name: 'Guardar ajustes' }).click();
  await expectNotice(page, '¡Operación Exitosa!', 'Los ajustes se han guardado correctamente.');

  await page.reload();
  await expect(form.getByLabel('Tolerancia en pesos')).toHaveValue('25.5');
  await expect(form.getByLabel('Tolerancia en porcentaje del esperado')).toHaveValue('3');
  await expect(form.getByLabel('Días sin venta para marcar una máquina')).toHaveValue('5');
  await expect(form.getByLabel('Días sin corte para avisar (máquinas que venden por venta)')).toHaveValue(
    '10',
  );
  await expect(producto.getByLabel('Sólidos disueltos totales máximo')).toHaveValue('450');
  const token = await adminToken(request);
  const [guardados] = await apiCall(request, token, '/ajustes', {});
  expect(guardados).toMatchObject({
    corte_tolerancia_monto: 25.5,
    alerta_dias_sin_venta: 5,
    alerta_dias_sin_corte: 10,
    producto_sdt_max: 450,
    entrada_ph_max: 8.5,
  });
});

test('un operador no ve Ajustes en el menú ni puede abrirlo', async ({ page }) => {
  await loginAs(page, DEMO_OPERADOR.username, DEMO_OPERADOR.password);
  await expect(page.getByRole('link', { name: 'Inicio' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ajustes' })).toHaveCount(0);
  await page.goto('/dashboard/ajustes');
  await expect(page).toHaveURL(/\/unauthorized$/);
});
