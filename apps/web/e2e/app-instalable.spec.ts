// The installable app in Chromium (docs/decisions/029): the manifest a phone installs from, and the service worker
// that reopens the screens without connection while the API always goes to the network.
import { expect, type Page, test } from '@playwright/test';
import { loginAs, tokenOf } from './helpers.ts';

/** Waits until the service worker has installed the shell and controls the page. */
async function shellEnCache(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((listo) => navigator.serviceWorker.addEventListener('controllerchange', listo));
  });
}

/** A POST and one of the server's GETs, from the page: each one's status, or "sin red" when the fetch fails. */
async function llamarApi(token: string) {
  const intentar = async (url: string, init?: RequestInit) => {
    try {
      return `${url} ${(await fetch(url, init)).status}`;
    } catch {
      return `${url} sin red`;
    }
  };
  return [
    await intentar('/users/perfil', { method: 'POST', headers: { autorizado: token } }),
    await intentar('/health'),
  ];
}

test('el manifiesto describe la app instalable con sus iconos', async ({ page, request }) => {
  await page.goto('/login');
  const enlace = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(enlace).toBeTruthy();
  const res = await request.get(enlace as string);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifiesto = await res.json();
  expect(manifiesto).toMatchObject({ name: 'AguaVend', start_url: '/', display: 'standalone' });
  const iconos = manifiesto.icons as { src: string; sizes: string; type: string; purpose?: string }[];
  expect(iconos.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icono of iconos) {
    const png = await request.get(icono.src);
    expect(png.headers()['content-type'], icono.src).toBe('image/png');
  }
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0d6efd');
});

test('sin conexión, una recarga abre el panel y las llamadas a la API fallan en vez de salir de la caché', async ({
  page,
  context,
}) => {
  await loginAs(page);
  await shellEnCache(page);
  const token = await tokenOf(page);
  // Online, through the worker: the API answers (so a failure offline is the network's, not a broken call), and a
  // worker that cached answers would have them now.
  expect(await page.evaluate(llamarApi, token)).toEqual(['/users/perfil 200', '/health 200']);

  await context.setOffline(true);
  await page.reload();
  // The precached page and scripts draw the frame with the session kept in the tab.
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/inicio$/);
  // Another screen's URL, never opened before, opens from the precache too.
  await page.goto('/dashboard/ventas');
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();

  // The same calls now fail: neither a POST nor the server's GETs are answered from a cache.
  expect(await page.evaluate(llamarApi, token)).toEqual(['/users/perfil sin red', '/health sin red']);

  await context.setOffline(false);
});
