// /docs lists every API call, from the same zod schemas that validate them.
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.ts';

const t = await useTestApp();

describe('OpenAPI at /docs', () => {
  it('documents every route of the API with its method', async () => {
    const res = await t.inject({ method: 'GET', url: '/docs/json' });
    expect(res.status).toBe(200);
    const paths = res.body.paths as Record<string, Record<string, unknown>>;
    // OpenAPI writes a path parameter as {token} where Fastify writes :token.
    const faltan = t.app.rutasApi
      .filter((r) => !paths[r.url.replace(/:(\w+)/g, '{$1}')]?.[r.method.toLowerCase()])
      .map((r) => `${r.method} ${r.url}`);
    expect(t.app.rutasApi.length).toBeGreaterThan(50);
    expect(faltan).toEqual([]);
    expect(paths['/venta/maquina/new']?.post).toMatchObject({ requestBody: expect.anything() });
    const html = await t.inject({ method: 'GET', url: '/docs/' });
    expect(html.status).toBe(200);
  });
});

describe('API_DOCS=0', () => {
  it('turns the documentation off in production, and the API keeps working', async () => {
    const { createTestApp } = await import('./helpers.ts');
    const sin = await createTestApp({ apiDocs: false });
    try {
      expect((await sin.inject({ method: 'GET', url: '/docs/json' })).status).toBe(404);
      expect((await sin.inject({ method: 'GET', url: '/docs/' })).status).toBe(404);
      expect((await sin.inject({ method: 'GET', url: '/health' })).status).toBe(200);
    } finally {
      await sin.close();
    }
  });
});
