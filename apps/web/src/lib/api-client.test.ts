import { afterEach, describe, expect, it, vi } from 'vitest';
import { okResponse } from '../test/respuestas.ts';
import { fakeToken, usuarioJson } from '../test/tokens.ts';
import { ApiError, api, cuandoNoHayaLlamadas, setUnauthorizedHandler } from './api-client.ts';
import { saveSession } from './session.ts';

const responder = (status: number, body: unknown) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );

afterEach(() => setUnauthorizedHandler(() => {}));

describe('api client', () => {
  it('sends each call from a task of its own, not from the one that asked for it', async () => {
    saveSession(usuarioJson('ADMIN'), fakeToken(60));
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => okResponse([]));
    const llamadas = [api.rows('/negocio/resumen', {}), api.rows('/negocio/serie', {})];
    await Promise.resolve();
    expect(fetch).not.toHaveBeenCalled();
    await Promise.all(llamadas);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('says when no call is in flight: at once, or when the last one has ended, failed ones too', async () => {
    saveSession(usuarioJson('ADMIN'), fakeToken(60));
    const ahora = vi.fn();
    cuandoNoHayaLlamadas(ahora);
    expect(ahora).toHaveBeenCalledTimes(1);
    responder(500, { mensaje_user: 'falla' });
    const fallida = api.rows('/maquina', {}).catch(() => null);
    const despues = vi.fn();
    cuandoNoHayaLlamadas(despues);
    expect(despues).not.toHaveBeenCalled();
    await fallida;
    expect(despues).toHaveBeenCalledTimes(1);
  });

  it("sends JSON with the token in 'autorizado' and returns the rows", async () => {
    const token = fakeToken(60);
    saveSession(usuarioJson('ADMIN'), token);
    const fetch = responder(200, { valid: true, resultados: [{ id: 1 }], mensaje_user: 'ok' });
    expect(await api.rows('/maquina', {})).toEqual([{ id: 1 }]);
    const call = fetch.mock.calls[0];
    expect(call).toBeDefined();
    const [url, init] = call!;
    expect(url).toBe('/maquina');
    expect(init?.headers).toMatchObject({ autorizado: token });
    expect(init?.method).toBe('POST');
  });

  it('sends an upload as the multipart form itself, with the token and no JSON content type', async () => {
    const token = fakeToken(60);
    saveSession(usuarioJson('ADMIN'), token);
    const fetch = responder(200, { valid: true, resultados: [{ id_adjunto: 4 }], mensaje_user: 'ok' });
    const form = new FormData();
    form.set('id_registro', '7');
    form.set('archivo', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'informe.pdf');
    expect(await api.upload('/registro-sanitario/adjunto/new', form)).toEqual([{ id_adjunto: 4 }]);
    const [, init] = fetch.mock.calls[0]!;
    expect(init?.body).toBe(form);
    expect(init?.headers).toMatchObject({ autorizado: token });
    expect(init?.headers).not.toHaveProperty('content-type');
  });

  it('on a 401 removes the token, logs it and hands over to the unauthorized handler', async () => {
    saveSession(usuarioJson('ADMIN'), fakeToken(60));
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    responder(401, { valid: false, resultados: [], mensaje_user: 'Token inválido o expirado' });
    await expect(api.rows('/maquina')).rejects.toBeInstanceOf(ApiError);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(handler).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith('Token inválido o expirado');
  });

  it("turns a 4xx into an ApiError with the server's message and fields", async () => {
    responder(400, {
      valid: false,
      resultados: [],
      mensaje_user: 'El nombre es obligatorio.',
      errores: [{ campo: 'nombre', mensaje: 'El nombre es obligatorio.' }],
    });
    const err = await api.post('/maquina/new', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(400);
    expect((err as ApiError).message).toBe('El nombre es obligatorio.');
    expect((err as ApiError).errores).toEqual([{ campo: 'nombre', mensaje: 'El nombre es obligatorio.' }]);
  });
});
