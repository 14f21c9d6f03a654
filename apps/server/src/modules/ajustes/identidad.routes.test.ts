// The business's identity (issue 43): ADMIN edits it with the contract's checks; every signed-in user reads it; the
// logo is a PNG or SVG by content of at most 200 KB (a Spanish 413 past it); an SVG is served so it cannot run script;
// a backup carries the identity and its logo, and a restore brings them back.
import { TAMANO_MAXIMO_LOGO } from '@aguavend/contract/identidad';
import { mensajes } from '@aguavend/contract/messages';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, nonAdminToken, respaldoEnMemoria, useTestApp } from '../../../test/helpers.ts';
import { formulario } from '../../../test/multipart.ts';
import { restaurar } from '../../db/backup.ts';
import { CSP_LOGO, esSvg, tipoDeLogo } from './identidad.ts';

const t = await useTestApp();
const m = mensajes.identidad;
let admin: string;
let operador: string;

const IDENTIDAD = {
  nombre_comercial: 'Agua Clara del Sureste',
  razon_social: 'Agua Clara del Sureste S.A. de C.V.',
  rfc: 'acs150301ab1',
  regimen_fiscal: '601',
  domicilio_fiscal: 'Calle 60 No. 123, Centro, 97000 Mérida, Yucatán',
  telefono: '999 123 4567',
};

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const SVG_CON_SCRIPT = Buffer.from(
  '<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10"/></svg>',
);

function subirLogo(datos: Uint8Array, token = admin, nombre = 'logo.png', campo = 'archivo', app = t) {
  const f = formulario({}, [{ campo, nombre, datos, tipo: 'image/png' }]);
  return app.inject({
    method: 'POST',
    url: '/ajustes/identidad/logo',
    payload: f.payload,
    headers: { ...f.headers, autorizado: token },
  });
}

const leerLogo = (token: string, app = t) =>
  app.inject({ method: 'GET', url: '/identidad/logo', headers: { autorizado: token } });

/** A PNG signature padded to exactly `bytes` bytes (the server sniffs the start only). */
const pngDe = (bytes: number) => {
  const datos = Buffer.alloc(bytes);
  PNG.copy(datos);
  return datos;
};

beforeAll(async () => {
  admin = await t.login();
  operador = await nonAdminToken(t, 'identidad_operador', ['ventas']);
});

describe('business identity', () => {
  it('reads empty before anything is saved, for ADMIN and any signed-in user, and 401 without a session', async () => {
    const vacia = {
      nombre_comercial: null,
      razon_social: null,
      rfc: null,
      regimen_fiscal: null,
      domicilio_fiscal: null,
      telefono: null,
      logo_tipo: null,
      logo_version: 0,
    };
    for (const token of [admin, operador]) {
      const res = await t.post('/identidad', {}, token);
      expect([res.status, res.body.resultados]).toEqual([200, [vacia]]);
    }
    expect((await t.post('/identidad', {})).status).toBe(401);
    const sinLogo = await leerLogo(operador);
    expect([sinLogo.status, sinLogo.body.mensaje_user]).toEqual([404, m.sinLogo]);
  });

  it('an ADMIN saves it (RFC upper-cased, empty phone as null) and a non-ADMIN reads it but may not edit it', async () => {
    const res = await t.post('/ajustes/identidad/editar', IDENTIDAD, admin);
    expect([res.status, res.body.mensaje_user]).toEqual([200, m.guardada]);
    expect(res.body.resultados[0]).toMatchObject({ ...IDENTIDAD, rfc: 'ACS150301AB1' });
    const otra = await t.post('/ajustes/identidad/editar', { ...IDENTIDAD, telefono: '' }, admin);
    expect(otra.body.resultados[0].telefono).toBeNull();
    await t.post('/ajustes/identidad/editar', IDENTIDAD, admin);

    const leida = await t.post('/identidad', {}, operador);
    expect(leida.body.resultados[0]).toMatchObject({
      nombre_comercial: IDENTIDAD.nombre_comercial,
      rfc: 'ACS150301AB1',
    });
    expect(Object.keys(leida.body.resultados[0]).sort()).toEqual([
      'domicilio_fiscal',
      'logo_tipo',
      'logo_version',
      'nombre_comercial',
      'razon_social',
      'regimen_fiscal',
      'rfc',
      'telefono',
    ]);

    const ajeno = await t.post(
      '/ajustes/identidad/editar',
      { ...IDENTIDAD, nombre_comercial: 'Otro' },
      operador,
    );
    expect(ajeno.status).toBe(403);
    expect((await subirLogo(PNG, operador)).status).toBe(403);
    expect((await t.post('/ajustes/identidad/logo/eliminar', {}, operador)).status).toBe(403);
    expect((await t.post('/identidad', {}, admin)).body.resultados[0].nombre_comercial).toBe(
      IDENTIDAD.nombre_comercial,
    );
  });

  it.each([
    [{ nombre_comercial: '  ' }, 'nombre_comercial', m.nombreComercialRequerido],
    [{ razon_social: '' }, 'razon_social', m.razonSocialRequerida],
    [{ rfc: '' }, 'rfc', m.rfcRequerido],
    [{ rfc: 'ACS1503AB1' }, 'rfc', m.rfcFormato],
    [{ rfc: 'ACS151301AB1' }, 'rfc', m.rfcFormato],
    [{ rfc: 'XAXX010101000', regimen_fiscal: '612' }, 'rfc', m.rfcGenerico],
    [{ regimen_fiscal: '999' }, 'regimen_fiscal', m.regimenInvalido],
    [{ regimen_fiscal: '612' }, 'regimen_fiscal', m.regimenDeFisica],
    [{ rfc: 'GOMA800101AB1' }, 'regimen_fiscal', m.regimenDeMoral],
    [{ domicilio_fiscal: '' }, 'domicilio_fiscal', m.domicilioRequerido],
    [{ telefono: '999 12' }, 'telefono', m.telefonoInvalido],
    [{ telefono: '999-123-4567 ext' }, 'telefono', m.telefonoInvalido],
    [{ nombre_comercial: 'Agua\u202eClara' }, 'nombre_comercial', mensajes.general.textoNoPermitido],
  ])('refuses %j on %s with its Spanish message', async (cambio, campo, mensaje) => {
    const res = await t.post('/ajustes/identidad/editar', { ...IDENTIDAD, ...cambio }, admin);
    expect(res.status).toBe(400);
    expect(res.body.errores).toContainEqual({ campo, mensaje });
  });

  it('accepts a persona física with a régimen for both kinds (626) and a phone with +52', async () => {
    const res = await t.post(
      '/ajustes/identidad/editar',
      { ...IDENTIDAD, rfc: 'GOMA800101AB1', regimen_fiscal: '626', telefono: '+52 (999) 123-4567' },
      admin,
    );
    expect(res.status).toBe(200);
    await t.post('/ajustes/identidad/editar', IDENTIDAD, admin);
  });
});

describe('the logo', () => {
  it('sniffs PNG and SVG by content, whatever the name says', () => {
    expect(tipoDeLogo(PNG)).toBe('image/png');
    expect(tipoDeLogo(SVG_CON_SCRIPT)).toBe('image/svg+xml');
    expect(esSvg(Buffer.from('\uFEFF  <svg>'))).toBe(true);
    expect(esSvg(Buffer.from('<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x"><svg/>'))).toBe(true);
    expect(esSvg(Buffer.from('<html><svg></svg></html>'))).toBe(false);
    expect(esSvg(Buffer.from('<!DOCTYPE svg [<!ENTITY a "b">]><svg/>'))).toBe(false);
    expect(esSvg(Buffer.from('<svgx/>'))).toBe(false);
    expect(esSvg(Buffer.from([0x3c, 0x73, 0x76, 0x67, 0x20, 0xff]))).toBe(false);
    expect(tipoDeLogo(Buffer.from('%PDF-1.4'))).toBeUndefined();
    expect(tipoDeLogo(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBeUndefined();
  });

  it('refuses a JPEG, a PDF or text named .png, an empty file and a form without the file, storing nothing', async () => {
    const antes = (await t.post('/identidad', {}, admin)).body.resultados[0].logo_version;
    for (const [datos, mensaje] of [
      [Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]), m.logoTipo],
      [Buffer.from('%PDF-1.4 nada'), m.logoTipo],
      [Buffer.from('<html><script>alert(1)</script></html>'), m.logoTipo],
      [Buffer.alloc(0), m.logoRequerido],
    ] as const) {
      const res = await subirLogo(datos);
      expect([res.status, res.body.errores]).toEqual([400, [{ campo: 'archivo', mensaje }]]);
    }
    const otroCampo = await subirLogo(PNG, admin, 'logo.png', 'imagen');
    expect([otroCampo.status, otroCampo.body.errores]).toEqual([
      400,
      [{ campo: 'archivo', mensaje: m.logoFormato }],
    ]);
    const json = await t.post('/ajustes/identidad/logo', { archivo: 'x' }, admin);
    expect([json.status, json.body.errores]).toEqual([400, [{ campo: 'archivo', mensaje: m.logoFormato }]]);
    const despues = (await t.post('/identidad', {}, admin)).body.resultados[0];
    expect([despues.logo_version, despues.logo_tipo]).toEqual([antes, null]);
  });

  it('takes a logo of exactly 200 KB and answers a Spanish 413 one byte past it, keeping the one before', async () => {
    expect(TAMANO_MAXIMO_LOGO).toBe(204_800);
    const justo = await subirLogo(pngDe(TAMANO_MAXIMO_LOGO));
    expect([justo.status, justo.body.mensaje_user, justo.body.resultados[0].logo_tipo]).toEqual([
      200,
      m.logoGuardado,
      'image/png',
    ]);
    const version = justo.body.resultados[0].logo_version;
    const pasado = await subirLogo(pngDe(TAMANO_MAXIMO_LOGO + 1));
    expect([pasado.status, pasado.body.mensaje_user, pasado.body.errores]).toEqual([
      413,
      m.logoGrande,
      [{ campo: 'archivo', mensaje: m.logoGrande }],
    ]);
    const servido = await leerLogo(operador);
    expect([servido.status, servido.headers['content-length']]).toEqual([200, String(TAMANO_MAXIMO_LOGO)]);
    expect((await t.post('/identidad', {}, admin)).body.resultados[0].logo_version).toBe(version);
  });

  it('serves an SVG named .png as an SVG image any signed-in user may load, under a sandboxing CSP', async () => {
    const res = await subirLogo(SVG_CON_SCRIPT, admin, 'logo.png');
    expect([res.status, res.body.resultados[0].logo_tipo]).toEqual([200, 'image/svg+xml']);
    const servido = await leerLogo(operador);
    expect(servido.status).toBe(200);
    expect(servido.headers['content-type']).toBe('image/svg+xml');
    expect(servido.headers['content-security-policy']).toBe(CSP_LOGO);
    const csp = String(servido.headers['content-security-policy']).split(/;\s*/);
    expect(csp).toContain('sandbox');
    expect(csp).toContain("default-src 'none'");
    expect(csp.some((d) => d.startsWith('script-src'))).toBe(false);
    expect(servido.headers['x-content-type-options']).toBe('nosniff');
    expect(servido.headers['content-disposition']).toBe('inline; filename="logo.svg"');
    expect(servido.body).toBe(SVG_CON_SCRIPT.toString());
    expect((await t.inject({ method: 'GET', url: '/identidad/logo' })).status).toBe(401);
  });

  it('an ADMIN removes the logo; reading it then answers 404', async () => {
    const antes = (await t.post('/identidad', {}, admin)).body.resultados[0].logo_version;
    const res = await t.post('/ajustes/identidad/logo/eliminar', {}, admin);
    expect([res.status, res.body.mensaje_user, res.body.resultados[0].logo_tipo]).toEqual([
      200,
      m.logoEliminado,
      null,
    ]);
    expect(res.body.resultados[0].logo_version).toBe(antes + 1);
    expect((await leerLogo(admin)).status).toBe(404);
  });
});

describe('backups', () => {
  it('carry the identity and its logo byte for byte, and nothing secret beside them', async () => {
    expect((await subirLogo(PNG)).status).toBe(200);
    const respaldo = await respaldoEnMemoria(t.database);
    const filas = respaldo.tablas.identidad_negocio as Record<string, unknown>[];
    expect(filas).toHaveLength(1);
    expect(Object.keys(filas[0] ?? {}).sort()).toEqual([
      'domicilio_fiscal',
      'fecha_actualizacion',
      'id',
      'logo',
      'logo_tipo',
      'logo_version',
      'nombre_comercial',
      'razon_social',
      'regimen_fiscal',
      'rfc',
      'telefono',
    ]);
    expect(JSON.stringify(respaldo)).not.toContain('jwt_secret');

    const destino = await createTestApp();
    try {
      await restaurar(destino.database, JSON.parse(JSON.stringify(respaldo)), true);
      const token = await destino.login();
      const leida = await destino.post('/identidad', {}, token);
      expect(leida.body.resultados[0]).toMatchObject({
        ...IDENTIDAD,
        rfc: 'ACS150301AB1',
        logo_tipo: 'image/png',
      });
      const logo = await destino.app.inject({
        method: 'GET',
        url: '/identidad/logo',
        headers: { autorizado: token },
      });
      expect([logo.statusCode, logo.headers['content-type']]).toEqual([200, 'image/png']);
      expect(Buffer.compare(logo.rawPayload, PNG)).toBe(0);
    } finally {
      await destino.close();
    }
  });

  it('the database holds at most one identity row', async () => {
    await expect(
      t.database.db.execute(sql`insert into identidad_negocio (id, nombre_comercial) values (2, 'Otra')`),
    ).rejects.toThrow();
  });
});
