import { mensajes } from '@aguavend/contract/messages';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { nonAdminToken, useTestApp } from '../../../test/helpers.ts';

const t = await useTestApp();
const m = mensajes.ubicaciones;
let admin: string;
let operador: string;
let id_operador: number;
let rfc = 100;

const nuevaMaquina = async (nombre: string) =>
  (await t.post('/maquina/new', { nombre, estatus: 'ACTIVA' }, admin)).body.resultados[0]
    .id_maquina as number;

/** A store registered by `token`'s user, with one address; its ids. */
async function nuevaTienda(nombre: string, token = admin) {
  const tienda = await t.post(
    '/tienda/new',
    { nombre_comercial: nombre, razon_social: null, rfc: `UBI010101${rfc++}`, tipo_persona: 'MORAL' },
    token,
  );
  expect(tienda.status, JSON.stringify(tienda.body)).toBe(200);
  const id_tienda = tienda.body.resultados[0].id_tienda as number;
  const id_domicilio = await nuevoDomicilio(id_tienda, token);
  return { id_tienda, id_domicilio };
}

async function nuevoDomicilio(id_tienda: number, token = admin, extra: Record<string, unknown> = {}) {
  const res = await t.post(
    '/domicilio/new',
    {
      id_tienda,
      es_sucursal: 'NO',
      calle: 'Calle 60',
      numero_ext: '501',
      colonia: 'Centro',
      codigo_postal: '97000',
      municipio: 'Mérida',
      estado: 'Yucatán',
      primer_cruzamiento: 'Calle 55',
      ...extra,
    },
    token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.resultados[0].id_domicilio as number;
}

const ubicar = (id_maquina: number, id_domicilio: number, desde: string, token = admin) =>
  t.post('/maquina/ubicar', { id_maquina, id_domicilio, desde }, token);
const historial = async (id_maquina: number) =>
  (await t.post('/maquina/ubicaciones', { id_maquina }, admin)).body.resultados.map(
    (u: { id_domicilio: number; desde: string; hasta: string | null }) => [u.id_domicilio, u.desde, u.hasta],
  );

beforeAll(async () => {
  admin = await t.login();
  operador = await nonAdminToken(t, 'ubicador');
  id_operador = (await t.post('/users/perfil', undefined, operador)).body.resultados[0].id_usuario;
});

describe('placing a machine', () => {
  it('places a machine and answers the placement with its store and address in one line', async () => {
    const id_maquina = await nuevaMaquina('Ubicar 1');
    const { id_tienda, id_domicilio } = await nuevaTienda('Abarrotes Lupita');
    const res = await ubicar(id_maquina, id_domicilio, '2026-10-05');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.mensaje_user).toBe(m.ubicada);
    expect(res.body.resultados).toEqual([
      {
        id_ubicacion: expect.any(Number),
        id_maquina,
        maquina: 'Ubicar 1',
        id_tienda,
        tienda: 'Abarrotes Lupita',
        id_domicilio,
        domicilio: 'Calle 60 501, Centro, Mérida',
        desde: '2026-10-05',
        hasta: null,
      },
    ]);
    // The interior number joins the first part; a missing colonia or municipio leaves no empty comma.
    const otro = await nuevoDomicilio(id_tienda, admin, { numero_int: '4', colonia: '', municipio: '' });
    const movida = await ubicar(id_maquina, otro, '2026-10-20');
    expect(movida.body.resultados[0].domicilio).toBe('Calle 60 501 int 4');
  });

  it('a move ends the current placement the day before, even across a month and a leap day', async () => {
    const id_maquina = await nuevaMaquina('Ubicar 2');
    const a = await nuevaTienda('Tienda A');
    const b = await nuevaTienda('Tienda B');
    expect((await ubicar(id_maquina, a.id_domicilio, '2028-01-10')).status).toBe(200);
    expect((await ubicar(id_maquina, b.id_domicilio, '2028-03-01')).status).toBe(200);
    expect((await ubicar(id_maquina, a.id_domicilio, '2028-03-15')).status).toBe(200);
    expect(await historial(id_maquina)).toEqual([
      [a.id_domicilio, '2028-03-15', null],
      [b.id_domicilio, '2028-03-01', '2028-03-14'],
      [a.id_domicilio, '2028-01-10', '2028-02-29'],
    ]);
  });

  it('refuses a start not after the current one, the same address, or a start within the last placement', async () => {
    const id_maquina = await nuevaMaquina('Ubicar 3');
    const a = await nuevaTienda('Tienda C');
    const b = await nuevaTienda('Tienda D');
    await ubicar(id_maquina, a.id_domicilio, '2026-10-10');
    for (const desde of ['2026-10-10', '2026-10-01']) {
      const antes = await ubicar(id_maquina, b.id_domicilio, desde);
      expect(antes.status).toBe(409);
      expect(antes.body.mensaje_user).toBe(m.desdeAntes('2026-10-10'));
    }
    const ahi = await ubicar(id_maquina, a.id_domicilio, '2026-11-01');
    expect(ahi.status).toBe(409);
    expect(ahi.body.mensaje_user).toBe(m.yaAhi);
    // Withdrawn on the 20th: a new placement must start on the 21st or later.
    expect((await t.post('/maquina/retirar', { id_maquina, hasta: '2026-10-20' }, admin)).status).toBe(200);
    const encima = await ubicar(id_maquina, b.id_domicilio, '2026-10-20');
    expect(encima.status).toBe(409);
    expect(encima.body.mensaje_user).toBe(m.despuesDeRetiro('2026-10-20'));
    // After a withdrawal the machine may come back to the very same address.
    expect((await ubicar(id_maquina, a.id_domicilio, '2026-10-21')).status).toBe(200);
    expect(await historial(id_maquina)).toEqual([
      [a.id_domicilio, '2026-10-21', null],
      [a.id_domicilio, '2026-10-10', '2026-10-20'],
    ]);
  });

  it('answers 404 for an unknown, deleted or unreachable address or store, and for an unknown machine', async () => {
    const id_maquina = await nuevaMaquina('Ubicar 4');
    const borrado = await nuevaTienda('Tienda con domicilio borrado');
    await t.post('/domicilio/eliminar', { id_domicilio: borrado.id_domicilio }, admin);
    const cerrada = await nuevaTienda('Tienda eliminada');
    await t.post('/tienda/eliminar', { id_tienda: cerrada.id_tienda }, admin);
    for (const id_domicilio of [borrado.id_domicilio, cerrada.id_domicilio, 999_999]) {
      const res = await ubicar(id_maquina, id_domicilio, '2026-10-01');
      expect(res.status, String(id_domicilio)).toBe(404);
      expect(res.body.mensaje_user).toBe(m.domicilioNoExiste);
    }
    const { id_domicilio } = await nuevaTienda('Tienda buena');
    const sinMaquina = await ubicar(999_999, id_domicilio, '2026-10-01');
    expect(sinMaquina.status).toBe(404);
    expect(sinMaquina.body.mensaje_user).toBe(mensajes.catalogos.maquinaNoExiste);
    expect(await historial(id_maquina)).toEqual([]);
  });

  it('validates the body in Spanish', async () => {
    const res = await t.post(
      '/maquina/ubicar',
      { id_maquina: '', id_domicilio: 0, desde: '2026-13-01' },
      admin,
    );
    expect(res.status).toBe(400);
    expect(res.body.errores).toEqual(
      expect.arrayContaining([
        { campo: 'id_maquina', mensaje: m.debeSeleccionarMaquina },
        { campo: 'id_domicilio', mensaje: m.debeSeleccionarDomicilio },
        { campo: 'desde', mensaje: mensajes.general.fechaInvalida },
      ]),
    );
    const lista = await t.post('/maquina/ubicaciones', {}, admin);
    expect(lista.status).toBe(400);
    expect(lista.body.mensaje_user).toBe(m.debeSeleccionarMaquinaOTienda);
  });

  it('two placements of one machine sent at once never overlap', async () => {
    const id_maquina = await nuevaMaquina('Ubicar concurrente');
    const a = await nuevaTienda('Tienda E');
    const b = await nuevaTienda('Tienda F');
    const res = await Promise.all([
      ubicar(id_maquina, a.id_domicilio, '2026-10-01'),
      ubicar(id_maquina, b.id_domicilio, '2026-10-01'),
    ]);
    expect(res.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await historial(id_maquina)).toHaveLength(1);
  });
});

describe('withdrawing and undoing', () => {
  it('withdraws with a last day, refusing one before the arrival or a machine placed nowhere', async () => {
    const id_maquina = await nuevaMaquina('Retirar 1');
    const sin = await t.post('/maquina/retirar', { id_maquina, hasta: '2026-10-01' }, admin);
    expect(sin.status).toBe(409);
    expect(sin.body.mensaje_user).toBe(m.sinUbicacion);
    const { id_domicilio } = await nuevaTienda('Tienda G');
    await ubicar(id_maquina, id_domicilio, '2026-10-10');
    const antes = await t.post('/maquina/retirar', { id_maquina, hasta: '2026-10-09' }, admin);
    expect(antes.status).toBe(409);
    expect(antes.body.mensaje_user).toBe(m.hastaAntes('2026-10-10'));
    // Its last day may be its first one.
    const res = await t.post('/maquina/retirar', { id_maquina, hasta: '2026-10-10' }, admin);
    expect(res.status).toBe(200);
    expect(res.body.mensaje_user).toBe(m.retirada);
    expect(res.body.resultados[0]).toMatchObject({ desde: '2026-10-10', hasta: '2026-10-10' });
    const otra = await t.post('/maquina/retirar', { id_maquina, hasta: '2026-10-12' }, admin);
    expect(otra.body.mensaje_user).toBe(m.sinUbicacion);
  });

  it('undoes only the last placement, reopening the one a move had closed but not a withdrawn one', async () => {
    const id_maquina = await nuevaMaquina('Deshacer 1');
    const a = await nuevaTienda('Tienda H');
    const b = await nuevaTienda('Tienda I');
    const primera = (await ubicar(id_maquina, a.id_domicilio, '2026-10-01')).body.resultados[0];
    const segunda = (await ubicar(id_maquina, b.id_domicilio, '2026-10-15')).body.resultados[0];
    const vieja = await t.post('/maquina/ubicacion/eliminar', { id_ubicacion: primera.id_ubicacion }, admin);
    expect(vieja.status).toBe(409);
    expect(vieja.body.mensaje_user).toBe(m.soloUltima);
    const res = await t.post('/maquina/ubicacion/eliminar', { id_ubicacion: segunda.id_ubicacion }, admin);
    expect(res.status).toBe(200);
    expect(res.body.mensaje_user).toBe(m.deshecha);
    expect(res.body.resultados).toEqual([segunda]);
    expect(await historial(id_maquina)).toEqual([[a.id_domicilio, '2026-10-01', null]]);
    // A withdrawal, then a new placement: undoing it leaves the withdrawal in place.
    await t.post('/maquina/retirar', { id_maquina, hasta: '2026-10-20' }, admin);
    const tercera = (await ubicar(id_maquina, b.id_domicilio, '2026-10-25')).body.resultados[0];
    expect(
      (await t.post('/maquina/ubicacion/eliminar', { id_ubicacion: tercera.id_ubicacion }, admin)).status,
    ).toBe(200);
    expect(await historial(id_maquina)).toEqual([[a.id_domicilio, '2026-10-01', '2026-10-20']]);
    const noHay = await t.post('/maquina/ubicacion/eliminar', { id_ubicacion: tercera.id_ubicacion }, admin);
    expect(noHay.status).toBe(404);
    expect(noHay.body.mensaje_user).toBe(m.noExiste);
  });
});

describe('history lists', () => {
  it("lists a store's placements newest first; a non-ADMIN user sees only their own machines there", async () => {
    const propia = await nuevaMaquina('Historial propia');
    const ajena = await nuevaMaquina('Historial ajena');
    await t.post('/users/maquina/asignar', { id_usuario: id_operador, id_maquina: propia }, admin);
    const { id_tienda, id_domicilio } = await nuevaTienda('Tienda compartida');
    await ubicar(ajena, id_domicilio, '2026-09-01');
    await ubicar(propia, id_domicilio, '2026-09-10');
    const todas = await t.post('/maquina/ubicaciones', { id_tienda }, admin);
    expect(todas.body.resultados.map((u: { maquina: string }) => u.maquina)).toEqual([
      'Historial propia',
      'Historial ajena',
    ]);
    // The store is visible to the operator because their machine stands there; the other machine is not theirs.
    const suyas = await t.post('/maquina/ubicaciones', { id_tienda }, operador);
    expect(suyas.status).toBe(200);
    expect(suyas.body.resultados.map((u: { maquina: string }) => u.maquina)).toEqual(['Historial propia']);
    expect(
      (await t.post('/maquina/ubicaciones', { id_maquina: propia }, operador)).body.resultados,
    ).toHaveLength(1);
    const otra = await t.post('/maquina/ubicaciones', { id_maquina: ajena }, operador);
    expect(otra.status).toBe(404);
    expect(otra.body.mensaje_user).toBe(mensajes.catalogos.maquinaNoExiste);
  });

  it("where each machine stands now ('Colocar máquina'): its current placement only, none once withdrawn, scoped", async () => {
    const movida = await nuevaMaquina('Actual movida');
    const retirada = await nuevaMaquina('Actual retirada');
    const libre = await nuevaMaquina('Actual sin colocar');
    const a = await nuevaTienda('Actual primera');
    const b = await nuevaTienda('Actual segunda');
    expect((await ubicar(movida, a.id_domicilio, '2020-01-06')).status).toBe(200);
    expect((await ubicar(movida, b.id_domicilio, '2020-02-03')).status).toBe(200);
    expect((await ubicar(retirada, a.id_domicilio, '2020-01-06')).status).toBe(200);
    expect(
      (await t.post('/maquina/retirar', { id_maquina: retirada, hasta: '2020-03-02' }, admin)).status,
    ).toBe(200);
    const res = await t.post('/maquina/ubicaciones/actuales', {}, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const de = (filas: { id_maquina: number }[], id: number) => filas.filter((f) => f.id_maquina === id);
    expect(de(res.body.resultados, movida)).toEqual([
      expect.objectContaining({
        tienda: 'Actual segunda',
        id_domicilio: b.id_domicilio,
        desde: '2020-02-03',
        hasta: null,
      }),
    ]);
    expect(de(res.body.resultados, retirada)).toEqual([]);
    expect(de(res.body.resultados, libre)).toEqual([]);
    // An operator sees only where their own machines stand.
    await t.post('/users/maquina/asignar', { id_usuario: id_operador, id_maquina: movida }, admin);
    const suyas = await t.post(
      '/maquina/ubicaciones/actuales',
      {},
      await t.login('ubicador', 'clave-operador-1'),
    );
    expect(suyas.status).toBe(200);
    expect(suyas.body.resultados.every((u: { id_maquina: number }) => u.id_maquina !== retirada)).toBe(true);
    expect(de(suyas.body.resultados, movida)).toHaveLength(1);
    const ajena = await nuevaMaquina('Actual ajena');
    expect((await ubicar(ajena, a.id_domicilio, '2020-01-06')).status).toBe(200);
    const todas = (await t.post('/maquina/ubicaciones/actuales', {}, admin)).body.resultados;
    expect(de(todas, ajena)).toHaveLength(1);
    const otra = await t.post(
      '/maquina/ubicaciones/actuales',
      {},
      await t.login('ubicador', 'clave-operador-1'),
    );
    expect(de(otra.body.resultados, ajena)).toEqual([]);
  });

  it("a store's own user sees every machine that stood at their store, though none is assigned to them", async () => {
    const maquina = await nuevaMaquina('Historial de la tienda');
    const { id_tienda, id_domicilio } = await nuevaTienda('Tienda con usuario');
    await ubicar(maquina, id_domicilio, '2026-09-01');
    const propio = await nonAdminToken(t, 'ubicaciones_tienda', ['estadosCuenta']);
    const id_usuario = (await t.post('/users/perfil', undefined, propio)).body.resultados[0].id_usuario;
    expect((await t.post('/users/tienda/asignar', { id_usuario, id_tienda }, admin)).status).toBe(200);
    const lista = await t.post('/maquina/ubicaciones', { id_tienda }, propio);
    expect(lista.status).toBe(200);
    expect(lista.body.resultados.map((u: { maquina: string }) => u.maquina)).toEqual([
      'Historial de la tienda',
    ]);
  });

  it("a non-ADMIN user cannot reach another user's store, address or machine", async () => {
    const ajena = await nuevaMaquina('Alcance ajena');
    const propia = await nuevaMaquina('Alcance propia');
    await t.post('/users/maquina/asignar', { id_usuario: id_operador, id_maquina: propia }, admin);
    const deAdmin = await nuevaTienda('Tienda del admin');
    const suya = await nuevaTienda('Tienda del operador', operador);
    const noEsSuya = await t.post('/maquina/ubicaciones', { id_tienda: deAdmin.id_tienda }, operador);
    expect(noEsSuya.status).toBe(404);
    expect(noEsSuya.body.mensaje_user).toBe(mensajes.catalogos.tiendaNoExiste);
    expect((await ubicar(propia, deAdmin.id_domicilio, '2026-10-01', operador)).body.mensaje_user).toBe(
      m.domicilioNoExiste,
    );
    const maquinaAjena = await ubicar(ajena, suya.id_domicilio, '2026-10-01', operador);
    expect(maquinaAjena.status).toBe(404);
    expect(maquinaAjena.body.mensaje_user).toBe(mensajes.catalogos.maquinaNoExiste);
    expect(
      (await t.post('/maquina/retirar', { id_maquina: ajena, hasta: '2026-10-01' }, operador)).status,
    ).toBe(404);
    const colocada = (await ubicar(ajena, deAdmin.id_domicilio, '2026-10-01')).body.resultados[0];
    const deshacer = await t.post(
      '/maquina/ubicacion/eliminar',
      { id_ubicacion: colocada.id_ubicacion },
      operador,
    );
    expect(deshacer.status).toBe(404);
    expect(deshacer.body.mensaje_user).toBe(m.noExiste);
    // Their own machine at their own store works.
    const res = await ubicar(propia, suya.id_domicilio, '2026-10-01', operador);
    expect(res.status).toBe(200);
    const fila = await t.database.db.execute(
      sql`select id_usuario from ubicaciones where id_ubicacion = ${res.body.resultados[0].id_ubicacion}`,
    );
    expect((fila as unknown as { rows: { id_usuario: number }[] }).rows[0]?.id_usuario).toBe(id_operador);
  });

  it('needs a session and the stores screen', async () => {
    for (const url of [
      '/maquina/ubicar',
      '/maquina/retirar',
      '/maquina/ubicaciones',
      '/maquina/ubicacion/eliminar',
    ])
      expect((await t.post(url, {})).status, url).toBe(401);
    const cajero = await nonAdminToken(t, 'ubicaciones_cajero', ['ventas']);
    for (const url of [
      '/maquina/ubicar',
      '/maquina/retirar',
      '/maquina/ubicaciones',
      '/maquina/ubicacion/eliminar',
    ])
      expect((await t.post(url, {}, cajero)).status, url).toBe(403);
  });
});

describe('closed months', () => {
  const cerrar = (mes: string) =>
    t.database.db.execute(sql`insert into meses_cerrados (mes) values (${mes})`);
  const abrir = (mes: string) => t.database.db.execute(sql`delete from meses_cerrados where mes = ${mes}`);

  it('refuses with 409 a placement, a move, a withdrawal or an undo touching a closed month, changing nothing', async () => {
    const id_maquina = await nuevaMaquina('Mes cerrado');
    const a = await nuevaTienda('Tienda J');
    const b = await nuevaTienda('Tienda K');
    const puesta = (await ubicar(id_maquina, a.id_domicilio, '2025-08-20')).body.resultados[0];
    await cerrar('2025-09-01');
    try {
      const antes = await historial(id_maquina);
      const esperado = mensajes.estadosCuenta.mesCerrado('2025-09');
      // Its current placement would end inside September.
      const mover = await ubicar(id_maquina, b.id_domicilio, '2025-09-15');
      expect(mover.status).toBe(409);
      expect(mover.body.mensaje_user).toBe(esperado);
      const retirar = await t.post('/maquina/retirar', { id_maquina, hasta: '2025-09-20' }, admin);
      expect(retirar.status).toBe(409);
      expect(retirar.body.mensaje_user).toBe(esperado);
      // The placement spans September (from August, open).
      const deshacer = await t.post(
        '/maquina/ubicacion/eliminar',
        { id_ubicacion: puesta.id_ubicacion },
        admin,
      );
      expect(deshacer.status).toBe(409);
      expect(deshacer.body.mensaje_user).toBe(esperado);
      // Another machine placed from a day of September.
      const otra = await nuevaMaquina('Mes cerrado 2');
      const nueva = await ubicar(otra, b.id_domicilio, '2025-09-30');
      expect(nueva.status).toBe(409);
      expect(nueva.body.mensaje_user).toBe(esperado);
      expect(await historial(id_maquina)).toEqual(antes);
      expect(await historial(otra)).toEqual([]);
      // From October on, the move is allowed (the old placement's new end falls in October).
      expect((await ubicar(id_maquina, b.id_domicilio, '2025-10-02')).status).toBe(200);
    } finally {
      await abrir('2025-09-01');
    }
  });
});
