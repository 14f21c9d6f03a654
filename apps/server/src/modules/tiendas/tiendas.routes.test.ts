import { mensajes } from '@aguavend/contract/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { nonAdminToken, useTestApp } from '../../../test/helpers.ts';

const t = await useTestApp();
const m = mensajes.tiendas;
let operador: string;
beforeAll(async () => {
  operador = await nonAdminToken(t, 'tendero');
});

const tienda = {
  nombre_comercial: 'Agua Pura',
  razon_social: 'Agua Pura SA de CV',
  rfc: 'apu010203ab1',
  tipo_persona: 'MORAL',
  id_usuario: 999,
};

describe('stores', () => {
  it('registers a store for the signed-in user with its RFC in upper case', async () => {
    const res = await t.post('/tienda/new', tienda, operador);
    expect(res.status).toBe(200);
    expect(res.body.mensaje_user).toBe(m.registrada);
    const fila = res.body.resultados[0];
    expect(fila).toMatchObject({ nombre_comercial: 'Agua Pura', rfc: 'APU010203AB1', tipo_persona: 'MORAL' });
    const perfil = await t.post('/users/perfil', undefined, operador);
    expect(fila.id_usuario).toBe(perfil.body.resultados[0].id_usuario);
    const fisica = await t.post(
      '/tienda/new',
      {
        ...tienda,
        nombre_comercial: 'Don Pepe',
        razon_social: '',
        rfc: 'PEPJ800101XY2',
        tipo_persona: 'FISICA',
      },
      operador,
    );
    expect(fisica.body.resultados[0].razon_social).toBeNull();
    const lista = await t.post('/tienda', undefined, operador);
    expect(lista.body.resultados.map((x: any) => x.nombre_comercial)).toEqual(['Don Pepe', 'Agua Pura']);
  });

  it('validates every field with the spec and SAT messages', async () => {
    const casos: [Record<string, unknown>, string, string][] = [
      [{ ...tienda, nombre_comercial: '' }, 'nombre_comercial', m.nombreComercialRequerido],
      [{ ...tienda, rfc: '' }, 'rfc', m.rfcRequerido],
      [{ ...tienda, rfc: 'ABCD800101XY23' }, 'rfc', m.rfcLargo],
      [{ ...tienda, tipo_persona: undefined }, 'tipo_persona', m.debeSeleccionarTipoPersona],
      [{ ...tienda, tipo_persona: 'OTRA' }, 'tipo_persona', m.debeSeleccionarTipoPersona],
      [{ ...tienda, rfc: 'PEPJ800101XY2' }, 'rfc', m.rfcMoral],
      [{ ...tienda, rfc: 'APU010203AB1', tipo_persona: 'FISICA' }, 'rfc', m.rfcFisica],
      [{ ...tienda, rfc: 'APU011303AB1' }, 'rfc', m.rfcMoral],
    ];
    for (const [body, campo, mensaje] of casos) {
      const res = await t.post('/tienda/new', body, operador);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errores).toContainEqual({ campo, mensaje });
    }
  });

  it('needs a session', async () => {
    expect((await t.post('/tienda', undefined)).status).toBe(401);
    expect((await t.post('/tienda/new', tienda)).status).toBe(401);
  });
});

describe('addresses', () => {
  const domicilio = {
    es_sucursal: 'SI',
    calle: 'Av. Juárez',
    numero_ext: '120',
    numero_int: '3',
    primer_cruzamiento: 'Calle 5',
    latitud: 19.4326,
    longitud: -99.1332,
  };

  it('saves an address for a store and lists it', async () => {
    const id_tienda = (await t.post('/tienda', undefined, operador)).body.resultados[0].id_tienda;
    const res = await t.post('/domicilio/new', { ...domicilio, id_tienda }, operador);
    expect(res.status).toBe(200);
    expect(res.body.resultados[0]).toMatchObject({ ...domicilio, id_tienda, segundo_cruzamiento: null });
    const lista = await t.post('/domicilio', { id_tienda }, operador);
    expect(lista.body.resultados).toHaveLength(1);
    expect(lista.body.resultados[0].latitud).toBe(19.4326);
  });

  it('validates each field and refuses unknown stores', async () => {
    const md = mensajes.domicilios;
    const res = await t.post(
      '/domicilio/new',
      {
        id_tienda: 0,
        es_sucursal: 'TAL VEZ',
        calle: '',
        numero_ext: '12a',
        numero_int: '',
        primer_cruzamiento: '',
        latitud: 91,
        longitud: -181,
      },
      operador,
    );
    expect(res.status).toBe(400);
    expect(res.body.errores).toEqual([
      { campo: 'id_tienda', mensaje: md.tiendaRequerida },
      { campo: 'es_sucursal', mensaje: md.sucursalInvalida },
      { campo: 'calle', mensaje: md.calleRequerida },
      { campo: 'numero_ext', mensaje: md.numeroExtRequerido },
      { campo: 'numero_int', mensaje: md.numeroIntRequerido },
      { campo: 'primer_cruzamiento', mensaje: md.primerCruzamientoRequerido },
      { campo: 'latitud', mensaje: md.latitudInvalida },
      { campo: 'longitud', mensaje: md.longitudInvalida },
    ]);
    const nf = await t.post('/domicilio/new', { ...domicilio, id_tienda: 9999 }, operador);
    expect(nf.status).toBe(404);
    expect(nf.body.mensaje_user).toBe(mensajes.catalogos.tiendaNoExiste);
    expect((await t.post('/domicilio', { id_tienda: 9999 }, operador)).status).toBe(404);
    expect((await t.post('/domicilio', { id_tienda: 1 })).status).toBe(401);
  });
});
