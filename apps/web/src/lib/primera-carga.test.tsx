import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { okResponse } from '../test/respuestas.ts';

// The module keeps the page's state: each test loads it anew, with the React that renders its hook.
async function cargar() {
  vi.resetModules();
  const carga = await import('./primera-carga.ts');
  const { api } = await import('./api-client.ts');
  const { renderHook, act } = await import('@testing-library/react');
  return { ...carga, api, renderHook, act };
}

/** Whether `promesa` has settled, after what is already queued has run. */
async function resuelta(promesa: Promise<unknown>) {
  let hecho = false;
  void promesa.then(() => {
    hecho = true;
  });
  await new Promise((r) => setTimeout(r, 0));
  return hecho;
}

beforeEach(() => {
  // jsdom paints nothing: a frame's callback runs on the next task.
  vi.stubGlobal('requestAnimationFrame', (hacer: () => void) => setTimeout(hacer, 0));
});
afterEach(() => vi.unstubAllGlobals());

describe('primera carga', () => {
  it('a page that does not open on the panel waits for nothing', async () => {
    const { primeraCarga, usePrimeraCarga, renderHook } = await cargar();
    expect(await resuelta(primeraCarga())).toBe(true);
    expect(renderHook(() => usePrimeraCarga()).result.current).toBe(true);
  });

  it("ends once the frame has been painted and the screen's calls have answered", async () => {
    const { esperarPrimeraCarga, avisarPintado, primeraCarga, usePrimeraCarga, api, renderHook, act } =
      await cargar();
    let responder: (r: Response) => void = () => {};
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise((r) => (responder = r)));
    esperarPrimeraCarga();
    const hook = renderHook(() => usePrimeraCarga());
    expect(hook.result.current).toBe(false);
    const llamada = api.rows('/negocio/resumen', {});
    avisarPintado();
    await new Promise((r) => setTimeout(r, 5));
    // Painted, but the screen's call is still on its way.
    expect(await resuelta(primeraCarga())).toBe(false);
    expect(hook.result.current).toBe(false);
    await act(async () => {
      responder(okResponse([]));
      await llamada;
    });
    expect(await resuelta(primeraCarga())).toBe(true);
    expect(hook.result.current).toBe(true);
  });

  it('does not end before the frame says it has painted, even with no call in flight', async () => {
    const { esperarPrimeraCarga, primeraCarga } = await cargar();
    esperarPrimeraCarga();
    await new Promise((r) => setTimeout(r, 5));
    expect(await resuelta(primeraCarga())).toBe(false);
  });
});
