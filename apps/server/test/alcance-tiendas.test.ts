// A store's own user sees only that store (contract §7–8, issue 18). Even with a role that grants every screen an
// operator may have, every call about another store's data answers 404, as an unknown store's would. The calls are
// taken from the route table: every route whose body names a store's record must have a case here, so a new one
// cannot be left out.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { nonAdminToken, PANTALLAS_OPERADOR, useTestApp } from './helpers.ts';

const t = await useTestApp();
let admin: string;
let tiendaUser: string;
const ajena: Record<string, number> = {};
let propia: number;

/** The fields that name a store's record: a route whose body has one is about a store's data. */
const CAMPOS_DE_TIENDA = ['id_tienda', 'id_domicilio', 'id_convenio', 'id_ajuste', 'id_pago', 'id_ubicacion'];

async function uno<T>(q: ReturnType<typeof sql>) {
  return ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows[0] as T;
}

beforeAll(async () => {
  admin = await t.login();
  const tienda = async (nombre: string) =>
    (
      await uno<{ id: number }>(sql`insert into tiendas (nombre_comercial, razon_social, rfc, tipo_persona)
        values (${nombre}, ${nombre}, 'XAXX010101000', 'MORAL') returning id_tienda as id`)
    ).id;
  propia = await tienda('Alcance Propia');
  ajena.id_tienda = await tienda('Alcance Ajena');
  ajena.id_domicilio = (
    await uno<{ id: number }>(sql`insert into domicilios (id_tienda, calle, numero_ext, primer_cruzamiento)
      values (${ajena.id_tienda}, 'Calle 1', 'S/N', 'Calle 2') returning id_domicilio as id`)
  ).id;
  ajena.id_maquina = (
    await uno<{ id: number }>(
      sql`insert into maquinas (nombre) values ('Alcance M') returning id_maquina as id`,
    )
  ).id;
  ajena.id_ubicacion = (
    await uno<{ id: number }>(sql`insert into ubicaciones (id_maquina, id_tienda, id_domicilio, desde)
      values (${ajena.id_maquina}, ${ajena.id_tienda}, ${ajena.id_domicilio}, '2026-10-01') returning id_ubicacion as id`)
  ).id;
  const conv = await t.post(
    '/convenio/new',
    { id_tienda: ajena.id_tienda, tipo: 'RENTA_FIJA', desde: '2026-10-01', renta: 100 },
    admin,
  );
  ajena.id_convenio = conv.body.resultados[0].id_convenio;
  const aj = await t.post(
    '/estado-cuenta/ajuste/new',
    { id_tienda: ajena.id_tienda, mes: '2026-10', monto: 5, motivo: 'x' },
    admin,
  );
  ajena.id_ajuste = aj.body.resultados[0].id_ajuste;
  const pago = await t.post(
    '/pago/new',
    { id_tienda: ajena.id_tienda, fecha: '2026-10-05', monto: 5, metodo: 'EFECTIVO' },
    admin,
  );
  ajena.id_pago = pago.body.resultados[0].id_pago;
  expect((await t.post('/estado-cuenta/generar', { mes: '2026-10' }, admin)).status).toBe(200);

  tiendaUser = await nonAdminToken(t, 'alcance_tienda', [...PANTALLAS_OPERADOR]);
  await t.database.db.execute(sql`insert into usuario_tienda (id_usuario, id_tienda)
    select id_usuario, ${propia} from usuarios where username = 'alcance_tienda'`);
});

/** A valid body about the other store's data, for each route that names one (else it could fail as a 400). */
const cuerpos = (): Record<string, unknown> => ({
  '/tienda/editar': {
    id_tienda: ajena.id_tienda,
    nombre_comercial: 'X',
    rfc: 'XAXX010101000',
    tipo_persona: 'FISICA',
  },
  '/tienda/eliminar': { id_tienda: ajena.id_tienda },
  '/tienda/restaurar': { id_tienda: ajena.id_tienda },
  '/domicilio': { id_tienda: ajena.id_tienda },
  '/domicilio/eliminados': { id_tienda: ajena.id_tienda },
  '/domicilio/new': {
    id_tienda: ajena.id_tienda,
    es_sucursal: 'NO',
    calle: 'C',
    numero_ext: '1',
    primer_cruzamiento: 'D',
  },
  '/domicilio/editar': {
    id_domicilio: ajena.id_domicilio,
    id_tienda: ajena.id_tienda,
    es_sucursal: 'NO',
    calle: 'C',
    numero_ext: '1',
    colonia: 'Centro',
    codigo_postal: '97000',
    municipio: 'Mérida',
    estado: 'Yucatán',
    primer_cruzamiento: 'D',
  },
  '/domicilio/eliminar': { id_domicilio: ajena.id_domicilio },
  '/domicilio/restaurar': { id_domicilio: ajena.id_domicilio },
  '/maquina/ubicar': { id_maquina: ajena.id_maquina, id_domicilio: ajena.id_domicilio, desde: '2026-11-01' },
  '/maquina/ubicaciones': { id_tienda: ajena.id_tienda },
  '/maquina/ubicacion/eliminar': { id_ubicacion: ajena.id_ubicacion },
  '/convenio': { id_tienda: ajena.id_tienda },
  '/convenio/new': { id_tienda: ajena.id_tienda, tipo: 'RENTA_FIJA', desde: '2026-11-01', renta: 1 },
  '/convenio/eliminar': { id_convenio: ajena.id_convenio },
  '/estado-cuenta': { id_tienda: ajena.id_tienda },
  '/estado-cuenta/ver': { id_tienda: ajena.id_tienda, mes: '2026-10' },
  '/estado-cuenta/ajuste/new': { id_tienda: ajena.id_tienda, mes: '2026-11', monto: 1, motivo: 'x' },
  '/estado-cuenta/ajuste/eliminar': { id_ajuste: ajena.id_ajuste },
  '/pago': { id_tienda: ajena.id_tienda },
  '/pago/new': { id_tienda: ajena.id_tienda, fecha: '2026-11-01', monto: 1, metodo: 'EFECTIVO' },
  '/pago/eliminar': { id_pago: ajena.id_pago },
  '/pago/cortes': { id_tienda: ajena.id_tienda },
  '/negocio/reporte': {
    desde: '2026-10-01',
    hasta: '2026-10-31',
    por: 'maquina',
    id_tienda: ajena.id_tienda,
  },
});

/** Routes of reserved screens: the store user's role cannot grant them (403 before any store is looked at). */
const RESERVADAS = ['/users/tienda/asignar'];

describe("a store's own user and another store's data", () => {
  it('every route that names a store record has a case here', () => {
    const conTienda = t.app.rutasApi
      .filter((r) => r.method === 'POST' && r.body instanceof z.ZodType)
      .filter((r) => {
        const e = z.toJSONSchema(r.body as z.ZodType, { io: 'input', unrepresentable: 'any' }) as {
          properties?: Record<string, unknown>;
          anyOf?: { properties?: Record<string, unknown> }[];
        };
        const campos = [e, ...(e.anyOf ?? [])].flatMap((x) => Object.keys(x.properties ?? {}));
        return campos.some((c) => CAMPOS_DE_TIENDA.includes(c));
      })
      .map((r) => r.url)
      .filter((url) => !RESERVADAS.includes(url));
    expect([...new Set(conTienda)].sort()).toEqual(Object.keys(cuerpos()).sort());
  });

  it('answers 404 for every one of them, and the same to ADMIN-only routes as 403', async () => {
    const respuestas: Record<string, [number, string]> = {};
    for (const [url, cuerpo] of Object.entries(cuerpos())) {
      const res = await t.post(url, cuerpo, tiendaUser);
      respuestas[url] = [res.status, res.body.valid === false ? 'rechazada' : JSON.stringify(res.body)];
    }
    expect(respuestas).toEqual(
      Object.fromEntries(Object.keys(cuerpos()).map((url) => [url, [404, 'rechazada']])),
    );
    for (const url of RESERVADAS)
      expect((await t.post(url, { id_usuario: 1, id_tienda: propia }, tiendaUser)).status).toBe(403);
    // Nothing of the other store changed.
    const conv = await t.post('/convenio', { id_tienda: ajena.id_tienda }, admin);
    expect(conv.body.resultados).toHaveLength(1);
    const pagos = await t.post('/pago', { id_tienda: ajena.id_tienda, pagina: 1 }, admin);
    expect(pagos.body.total).toBe(1);
  });

  it('reaches their own store', async () => {
    const lista = await t.post('/tienda', undefined, tiendaUser);
    expect(lista.body.resultados.map((x: { id_tienda: number }) => x.id_tienda)).toEqual([propia]);
    expect((await t.post('/convenio', { id_tienda: propia }, tiendaUser)).status).toBe(200);
    const mi = await t.post('/mi-tienda', { desde: '2026-10-01', hasta: '2026-10-31' }, tiendaUser);
    expect([mi.status, mi.body.resultados[0]?.nombre_comercial]).toEqual([200, 'Alcance Propia']);
  });
});
