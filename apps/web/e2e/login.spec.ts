import { expect, test } from '@playwright/test';

test('la página de inicio de sesión carga sin errores de consola', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'AguaVend' })).toBeVisible();
  expect(errors).toEqual([]);
});
