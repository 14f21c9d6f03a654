// A call that gets no answer says the server could not be reached, never a validation title.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, isNetworkError, saveDownload, setUnauthorizedHandler } from './api-client.ts';

afterEach(() => setUnauthorizedHandler(() => {}));

describe('api client without a server', () => {
  it('a refused connection is an ApiError that says the server could not be reached', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const err = await api.rows('/maquina').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(isNetworkError(err)).toBe(true);
    expect((err as ApiError).message).toBe(
      'No se pudo conectar con el servidor. Revise su conexión e intente de nuevo.',
    );
  });

  it("a proxy's 502 without JSON is the same; a server's own JSON 5xx is not", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('Bad Gateway', { status: 502 }));
    expect(isNetworkError(await api.post('/maquina').catch((e: unknown) => e))).toBe(true);
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(
      new Response(JSON.stringify({ mensaje_user: 'x' }), {
        status: 503,
        headers: { 'content-type': 'application/json' },
      }),
    );
    const err = await api.post('/maquina').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(isNetworkError(err)).toBe(false);
  });

  it('a download without a server says the same', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    expect(isNetworkError(await saveDownload('/respaldo', 'r.json').catch((e: unknown) => e))).toBe(true);
  });

  it('other errors are not network errors', () => {
    expect(isNetworkError(new ApiError(400, 'x', null))).toBe(false);
    expect(isNetworkError(new TypeError('x'))).toBe(false);
  });
});
