import { mensajes } from '@aguavend/contract/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { nonAdminToken, useTestApp } from '../../../test/helpers.ts';

// Days are BUSINESS_TZ's: the tests pin it so a sale at noon is on the day its date says.
const t = await useTestApp({ businessTz: 'America/Mexico_City' });
let admin: string;
let id_producto: number;
let id_categoria_transaccion: number;
let rfc = 100;

const nuevaMaquina = async (nombre: string) =>
  (await t.post('/maquina/new', { nombre, estatus: 'ACTIVA' }, admin)).body.resultados[0]
    .id_maquina as number;

async function nuevaTienda(nombre: string) {
  const tienda = await t.post(
    '/tienda/new',
    { nombre_comercial: nombre, razon_social: null, rfc: `MIT010101${rfc++}`, tipo_persona: 'MORAL' },
    admin,
  );
  const id_tienda = tienda.body.resultados[0].id_tienda as number;
  const domicilio = await t.post(
    '/domicilio/new',
    {
      id_tienda,
      es_sucursal: 'NO',
      calle: 'Calle 21',
      numero_ext: '300',
      colonia: 'García Ginerés',
      codigo_postal: '97070',
      municipio: 'Mérida',
      estado: 'Yucatán',
      primer_cruzamiento: 'Calle 20',
    },
    admin,
  );
  return { id_tienda, id_domicilio: domicilio.body.resultados[0].id_domicilio as number };
}

const ubicar = async (id_maquina: number, id_domicilio: number, desde: string) => {
  const res = await t.post('/maquina/ubicar', { id_maquina, id_domicilio, desde }, admin);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

/** A sale of `cantidad` units at $10 on `dia`, at noon in Mexico City. */
async function vender(id_maquina: number, dia: string, cantidad: number) {
  const res = await t.post(
    '/venta/maquina/new',
    {
      ventas_maquina: {
        id_maquina,
        id_producto,
        cantidad,
        precio_unitario: 10,
        fecha_transaccion: `${dia}T12:00:00-06:00`,
      },
      transacciones: { id_categoria_transaccion, descripcion: '', monto: cantidad * 10 },
    },
    admin,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** A user linked to `id_tienda` whose role grants `pantallas`; their token. */
async function usuarioDeTienda(
  username: string,
  id_tienda: number | null,
  pantallas = ['miTienda', 'tiendas'],
) {
  const token = await nonAdminToken(t, username, pantallas as never);
  const { id_usuario } = (await t.post('/users/perfil', undefined, token)).body.resultados[0];
  if (id_tienda !== null) {
    const res = await t.post('/users/tienda/asignar', { id_usuario, id_tienda }, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return token;
}

let tienda: { id_tienda: number; id_domicilio: number };
let otra: { id_tienda: number; id_domicilio: number };
let m1: number;
let m2: number;

beforeAll(async () => {
  admin = await t.login();
  id_producto = (await t.post('/producto/new', { nombre: 'Garrafón', precio: 10, stock: 1000 }, admin)).body
    .resultados[0].id_producto;
  id_categoria_transaccion = (
    await t.post(
      '/cat/categorias/trans/new',
      { tipo: 'Venta garrafón', clase: 'VENTA', highlight: false },
      admin,
    )
  ).body.resultados[0].id_categoria_transaccion;
  tienda = await nuevaTienda('Abarrotes Doña Mary');
  otra = await nuevaTienda('Minisúper El Sol');
  m1 = await nuevaMaquina('Purificadora 1');
  m2 = await nuevaMaquina('Purificadora 2');
  // M1 stood at the store from 20 August to 9 October, then moved; M2 stands there from 1 September.
  await ubicar(m1, tienda.id_domicilio, '2026-08-20');
  await ubicar(m2, tienda.id_domicilio, '2026-09-01');
  await ubicar(m1, otra.id_domicilio, '2026-10-10');
  await vender(m1, '2026-08-19', 100); // before it arrived: not the store's
  await vender(m1, '2026-08-25', 1);
  await vender(m1, '2026-09-15', 2); // a whole month at the store: read from the monthly roll-up
  await vender(m1, '2026-09-30', 3);
  await vender(m1, '2026-10-05', 4);
  await vender(m1, '2026-10-12', 200); // after it left: the other store's
  await vender(m2, '2026-09-15', 5);
  await vender(m2, '2026-10-12', 6);
  await vender(m2, '2026-08-30', 300); // before M2 arrived
});

describe('POST /mi-tienda', () => {
  it("answers the user's store, its machines now, and its sales by day and month on the days each stood there", async () => {
    const token = await usuarioDeTienda('tendera_mary', tienda.id_tienda);
    const res = await t.post('/mi-tienda', { desde: '2026-08-01', hasta: '2026-10-31' }, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.resultados).toEqual([
      {
        id_tienda: tienda.id_tienda,
        nombre_comercial: 'Abarrotes Doña Mary',
        maquinas: [
          {
            id_maquina: m2,
            maquina: 'Purificadora 2',
            desde: '2026-09-01',
            domicilio: 'Calle 21 300, García Ginerés, Mérida',
          },
        ],
        por_dia: [
          { dia: '2026-08-25', unidades: 1, ventas: 10 },
          { dia: '2026-09-15', unidades: 7, ventas: 70 },
          { dia: '2026-09-30', unidades: 3, ventas: 30 },
          { dia: '2026-10-05', unidades: 4, ventas: 40 },
          { dia: '2026-10-12', unidades: 6, ventas: 60 },
        ],
        por_mes: [
          { mes: '2026-08', unidades: 1, ventas: 10 },
          { mes: '2026-09', unidades: 10, ventas: 100 },
          { mes: '2026-10', unidades: 10, ventas: 100 },
        ],
      },
    ]);
  });

  it('counts only the days of the period, also in a month a machine stood there whole', async () => {
    const token = await usuarioDeTienda('tendera_mary_2', tienda.id_tienda);
    const res = await t.post('/mi-tienda', { desde: '2026-09-16', hasta: '2026-10-11' }, token);
    expect(res.body.resultados[0].por_dia).toEqual([
      { dia: '2026-09-30', unidades: 3, ventas: 30 },
      { dia: '2026-10-05', unidades: 4, ventas: 40 },
    ]);
    expect(res.body.resultados[0].por_mes).toEqual([
      { mes: '2026-09', unidades: 3, ventas: 30 },
      { mes: '2026-10', unidades: 4, ventas: 40 },
    ]);
    const otraTienda = await usuarioDeTienda('tendero_sol', otra.id_tienda);
    const sol = await t.post('/mi-tienda', { desde: '2026-10-01', hasta: '2026-10-31' }, otraTienda);
    expect(sol.body.resultados[0]).toMatchObject({
      nombre_comercial: 'Minisúper El Sol',
      maquinas: [{ id_maquina: m1, desde: '2026-10-10' }],
      por_dia: [{ dia: '2026-10-12', unidades: 200, ventas: 2000 }],
      por_mes: [{ mes: '2026-10', unidades: 200, ventas: 2000 }],
    });
  });

  it('answers an empty period with empty lists', async () => {
    const token = await usuarioDeTienda('tendera_mary_3', tienda.id_tienda);
    const res = await t.post('/mi-tienda', { desde: '2025-01-01', hasta: '2025-01-31' }, token);
    expect(res.body.resultados[0]).toMatchObject({ por_dia: [], por_mes: [] });
  });

  it('answers 404 to a user linked to no store, 403 without the screen, 401 without a session, 400 for a bad period', async () => {
    const suelto = await usuarioDeTienda('sin_tienda', null);
    const res = await t.post('/mi-tienda', { desde: '2026-10-01', hasta: '2026-10-31' }, suelto);
    expect(res.status).toBe(404);
    expect(res.body.mensaje_user).toBe(mensajes.estadosCuenta.sinTienda);
    const sinPantalla = await usuarioDeTienda('tienda_sin_pantalla', tienda.id_tienda, ['tiendas']);
    expect(
      (await t.post('/mi-tienda', { desde: '2026-10-01', hasta: '2026-10-31' }, sinPantalla)).status,
    ).toBe(403);
    expect((await t.post('/mi-tienda', { desde: '2026-10-01', hasta: '2026-10-31' })).status).toBe(401);
    const token = await usuarioDeTienda('tendera_mary_4', tienda.id_tienda);
    const invertido = await t.post('/mi-tienda', { desde: '2026-10-31', hasta: '2026-10-01' }, token);
    expect(invertido.status).toBe(400);
    expect(invertido.body.errores).toEqual([{ campo: 'hasta', mensaje: mensajes.general.rangoInvertido }]);
  });
});

describe("a store's own user", () => {
  it('sees only their store in the stores list, and another store answers 404', async () => {
    const token = await usuarioDeTienda('tendera_lista', tienda.id_tienda);
    const lista = await t.post('/tienda', undefined, token);
    expect(lista.body.resultados.map((x: { id_tienda: number }) => x.id_tienda)).toEqual([tienda.id_tienda]);
    const editar = await t.post(
      '/tienda/editar',
      {
        id_tienda: otra.id_tienda,
        nombre_comercial: 'Ajena',
        razon_social: null,
        rfc: 'AJE010101AA1',
        tipo_persona: 'MORAL',
      },
      token,
    );
    expect(editar.status).toBe(404);
    expect(editar.body.mensaje_user).toBe(mensajes.catalogos.tiendaNoExiste);
  });
});
