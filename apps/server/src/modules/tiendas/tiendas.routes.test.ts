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
    for (const url of [
      '/tienda',
      '/tienda/eliminados',
      '/tienda/editar',
      '/tienda/eliminar',
      '/tienda/restaurar',
    ])
      expect((await t.post(url, undefined)).status, url).toBe(401);
    expect((await t.post('/tienda/new', tienda)).status).toBe(401);
  });
});

describe('duplicate stores', () => {
  const moral = (rfc: string, extra: Record<string, unknown> = {}) => ({
    nombre_comercial: `Tienda ${rfc}`,
    razon_social: null,
    rfc,
    tipo_persona: 'MORAL',
    ...extra,
  });

  it('refuses a second store with the same RFC, whatever its case, with 409 and a Spanish message', async () => {
    expect((await t.post('/tienda/new', moral('DUP010101AA1'), operador)).status).toBe(200);
    const otra = await t.post('/tienda/new', moral('dup010101aa1', { nombre_comercial: 'Otra' }), operador);
    expect(otra.status).toBe(409);
    expect(otra.body.mensaje_user).toBe('Ya existe una tienda con el RFC DUP010101AA1.');
    // Another user's store counts too, and so does a deleted one.
    const admin = await t.login();
    expect((await t.post('/tienda/new', moral('DUP010101AA1'), admin)).status).toBe(409);
    const id_tienda = (await t.post('/tienda/new', moral('DUP020202AA1'), operador)).body.resultados[0]
      .id_tienda;
    expect((await t.post('/tienda/eliminar', { id_tienda }, operador)).status).toBe(200);
    expect((await t.post('/tienda/new', moral('DUP020202AA1'), operador)).status).toBe(409);
  });

  it('lets any number of stores carry a generic RFC, told apart by razón social without regard to case or accents', async () => {
    const generica = (razon_social: string | null, rfc = 'XAXX010101000') => ({
      nombre_comercial: 'Público en general',
      razon_social,
      rfc,
      tipo_persona: 'FISICA',
    });
    for (const rfc of ['XAXX010101000', 'XEXX010101000']) {
      expect((await t.post('/tienda/new', generica(null, rfc), operador)).status).toBe(200);
      expect((await t.post('/tienda/new', generica(null, rfc), operador)).status).toBe(200);
    }
    expect((await t.post('/tienda/new', generica('Purificadora Peña'), operador)).status).toBe(200);
    const repetida = await t.post('/tienda/new', generica('PURIFICADORA PENA', 'XEXX010101000'), operador);
    expect(repetida.status).toBe(409);
    expect(repetida.body.mensaje_user).toBe(
      'Ya existe una tienda con la razón social PURIFICADORA PENA. Con RFC genérico, la razón social no puede repetirse.',
    );
    expect((await t.post('/tienda/new', generica('Purificadora Peñita'), operador)).status).toBe(200);
  });

  it('checks the edit the same way, but a store keeps its own RFC', async () => {
    const a = (await t.post('/tienda/new', moral('EDA010101AA1'), operador)).body.resultados[0];
    await t.post('/tienda/new', moral('EDB010101AA1'), operador);
    const propia = await t.post(
      '/tienda/editar',
      { ...moral('EDA010101AA1'), id_tienda: a.id_tienda },
      operador,
    );
    expect(propia.status).toBe(200);
    const ajena = await t.post(
      '/tienda/editar',
      { ...moral('EDB010101AA1'), id_tienda: a.id_tienda },
      operador,
    );
    expect(ajena.status).toBe(409);
    expect(ajena.body.mensaje_user).toBe('Ya existe una tienda con el RFC EDB010101AA1.');
  });
});

describe('edit, delete and restore a store', () => {
  it('edits every field with the rules of the create, and answers the changed row', async () => {
    const creada = (
      await t.post(
        '/tienda/new',
        { nombre_comercial: 'Antes', razon_social: '', rfc: 'ANT010101AA1', tipo_persona: 'MORAL' },
        operador,
      )
    ).body.resultados[0];
    const res = await t.post(
      '/tienda/editar',
      {
        id_tienda: creada.id_tienda,
        nombre_comercial: ' Después ',
        razon_social: 'Después S.A.',
        rfc: 'desp800101xy2',
        tipo_persona: 'FISICA',
      },
      operador,
    );
    expect(res.status).toBe(200);
    expect(res.body.mensaje_user).toBe(m.actualizada);
    expect(res.body.resultados[0]).toMatchObject({
      id_tienda: creada.id_tienda,
      nombre_comercial: 'Después',
      razon_social: 'Después S.A.',
      rfc: 'DESP800101XY2',
      tipo_persona: 'FISICA',
      id_usuario: creada.id_usuario,
      fecha_eliminacion: null,
    });
    const mal = await t.post(
      '/tienda/editar',
      { id_tienda: creada.id_tienda, nombre_comercial: '', rfc: 'DESP800101XY2', tipo_persona: 'FISICA' },
      operador,
    );
    expect(mal.status).toBe(400);
    expect(mal.body.errores).toEqual([{ campo: 'nombre_comercial', mensaje: m.nombreComercialRequerido }]);
    const nada = await t.post(
      '/tienda/editar',
      { id_tienda: 99999, nombre_comercial: 'X', rfc: 'XXX010101AA1', tipo_persona: 'MORAL' },
      operador,
    );
    expect(nada.status).toBe(404);
    expect(nada.body.mensaje_user).toBe(mensajes.catalogos.tiendaNoExiste);
  });

  it('a deleted store leaves the list and the selects, shows among the deleted, and comes back restored', async () => {
    const { id_tienda } = (
      await t.post(
        '/tienda/new',
        { nombre_comercial: 'Se va', rfc: 'SEV010101AA1', tipo_persona: 'MORAL' },
        operador,
      )
    ).body.resultados[0];
    const ids = async (url: string, body?: unknown) =>
      (await t.post(url, body, operador)).body.resultados.map((x: { id_tienda: number }) => x.id_tienda);
    const borrada = await t.post('/tienda/eliminar', { id_tienda }, operador);
    expect(borrada.status).toBe(200);
    expect(borrada.body.mensaje_user).toBe(m.eliminada);
    const fecha = borrada.body.resultados[0].fecha_eliminacion;
    expect(fecha).toEqual(expect.any(String));
    expect(await ids('/tienda')).not.toContain(id_tienda);
    expect(await ids('/tienda', { pagina: 1 })).not.toContain(id_tienda);
    expect(await ids('/tienda/eliminados')).toContain(id_tienda);
    expect((await t.post('/tienda/eliminados', { pagina: 1, buscar: 'se va' }, operador)).body.total).toBe(1);
    // Deleting twice keeps the first date.
    expect(
      (await t.post('/tienda/eliminar', { id_tienda }, operador)).body.resultados[0].fecha_eliminacion,
    ).toBe(fecha);
    const vuelta = await t.post('/tienda/restaurar', { id_tienda }, operador);
    expect(vuelta.status).toBe(200);
    expect(vuelta.body.mensaje_user).toBe(m.restaurada);
    expect(vuelta.body.resultados[0].fecha_eliminacion).toBeNull();
    expect(await ids('/tienda')).toContain(id_tienda);
    expect(await ids('/tienda/eliminados')).not.toContain(id_tienda);
    for (const url of ['/tienda/eliminar', '/tienda/restaurar']) {
      const nada = await t.post(url, { id_tienda: 99999 }, operador);
      expect(nada.status, url).toBe(404);
      expect(nada.body.mensaje_user).toBe(mensajes.catalogos.tiendaNoExiste);
    }
  });

  it("another user's store answers 404 to a non-ADMIN user, and ADMIN reaches it", async () => {
    const otro = await nonAdminToken(t, 'otro_tendero');
    const { id_tienda } = (
      await t.post(
        '/tienda/new',
        { nombre_comercial: 'Ajena', rfc: 'AJE010101AA1', tipo_persona: 'MORAL' },
        otro,
      )
    ).body.resultados[0];
    const cuerpos: [string, unknown][] = [
      ['/tienda/editar', { id_tienda, nombre_comercial: 'Mía', rfc: 'AJE010101AA1', tipo_persona: 'MORAL' }],
      ['/tienda/eliminar', { id_tienda }],
      ['/tienda/restaurar', { id_tienda }],
      ['/domicilio', { id_tienda }],
      ['/domicilio/eliminados', { id_tienda }],
    ];
    for (const [url, body] of cuerpos) {
      const res = await t.post(url, body, operador);
      expect(res.status, url).toBe(404);
      expect(res.body.mensaje_user).toBe(mensajes.catalogos.tiendaNoExiste);
    }
    const admin = await t.login();
    for (const [url, body] of cuerpos) expect((await t.post(url, body, admin)).status, url).toBe(200);
  });
});

describe('addresses', () => {
  const md = mensajes.domicilios;
  /** The spec's own /domicilio/new payload (contract §5), as clients of the original API send it. */
  const domicilio = {
    es_sucursal: 'SI',
    calle: 'Av. Juárez',
    numero_ext: '120',
    numero_int: '3',
    primer_cruzamiento: 'Calle 5',
    latitud: 19.4326,
    longitud: -99.1332,
  };
  const completo = {
    es_sucursal: 'NO',
    calle: 'Calle 21',
    numero_ext: 'S/N',
    colonia: 'Chuburná de Hidalgo',
    codigo_postal: '97205',
    municipio: 'Mérida',
    estado: 'Yucatán',
    primer_cruzamiento: 'Calle 20',
    segundo_cruzamiento: 'Calle 22',
    referencias: 'Portón verde.\nJunto a la farmacia.',
  };
  let id_tienda: number;
  beforeAll(async () => {
    id_tienda = (
      await t.post(
        '/tienda/new',
        { nombre_comercial: 'Con domicilios', rfc: 'CDO010101AA1', tipo_persona: 'MORAL' },
        operador,
      )
    ).body.resultados[0].id_tienda;
  });

  it("keeps accepting the spec's payload, without colonia, código postal, municipio or estado", async () => {
    const res = await t.post('/domicilio/new', { ...domicilio, id_tienda }, operador);
    expect(res.status).toBe(200);
    expect(res.body.mensaje_user).toBe(md.registrado);
    expect(res.body.resultados[0]).toMatchObject({
      ...domicilio,
      id_tienda,
      segundo_cruzamiento: null,
      colonia: null,
      codigo_postal: null,
      municipio: null,
      estado: null,
      referencias: null,
      fecha_eliminacion: null,
    });
    const lista = await t.post('/domicilio', { id_tienda }, operador);
    expect(lista.body.resultados.map((d: { latitud: number }) => d.latitud)).toContain(19.4326);
  });

  it('saves a complete Mexican address with S/N, no interior number and no coordinates', async () => {
    const res = await t.post('/domicilio/new', { ...completo, id_tienda }, operador);
    expect(res.status).toBe(200);
    expect(res.body.resultados[0]).toMatchObject({
      ...completo,
      numero_int: null,
      latitud: null,
      longitud: null,
    });
  });

  it('takes house numbers as text: 123, 12-A, Km 5, S/N, with an optional interior number', async () => {
    for (const [numero_ext, numero_int] of [
      ['123', null],
      ['12-A', 'B'],
      ['Km 5', ''],
      ['S/N', 'Depto. 4'],
      ['Km 12.5', '2/3'],
    ]) {
      const res = await t.post(
        '/domicilio/new',
        { ...completo, id_tienda, numero_ext, numero_int },
        operador,
      );
      expect(res.status, `${numero_ext} ${numero_int}`).toBe(200);
      expect(res.body.resultados[0].numero_ext).toBe(numero_ext);
      expect(res.body.resultados[0].numero_int).toBe(numero_int || null);
    }
  });

  it('refuses each wrong field with its message', async () => {
    const casos: [Record<string, unknown>, string, string][] = [
      [{ numero_ext: '' }, 'numero_ext', md.numeroExtRequerido],
      [{ numero_ext: '-12' }, 'numero_ext', md.numeroExtRequerido],
      [{ numero_ext: '#12' }, 'numero_ext', md.numeroExtRequerido],
      [{ numero_ext: '1'.repeat(21) }, 'numero_ext', md.numeroExtRequerido],
      [{ numero_int: '(3)' }, 'numero_int', md.numeroIntInvalido],
      [{ codigo_postal: '1234' }, 'codigo_postal', md.codigoPostalInvalido],
      [{ codigo_postal: '123456' }, 'codigo_postal', md.codigoPostalInvalido],
      [{ codigo_postal: 'ABCDE' }, 'codigo_postal', md.codigoPostalInvalido],
      [{ codigo_postal: 97205 }, 'codigo_postal', md.codigoPostalInvalido],
      [{ estado: 'Yucatan' }, 'estado', md.estadoInvalido],
      [{ estado: 'Texas' }, 'estado', md.estadoInvalido],
      [{ estado: '' }, 'estado', md.estadoInvalido],
      [{ latitud: 20.97, longitud: undefined }, 'longitud', md.coordenadasJuntas],
      [{ latitud: null, longitud: -89.6 }, 'latitud', md.coordenadasJuntas],
      [{ latitud: 91, longitud: 0 }, 'latitud', md.latitudInvalida],
    ];
    for (const [cambio, campo, mensaje] of casos) {
      const res = await t.post('/domicilio/new', { ...completo, id_tienda, ...cambio }, operador);
      expect(res.status, JSON.stringify(cambio)).toBe(400);
      expect(res.body.errores).toEqual([{ campo, mensaje }]);
    }
  });

  it('lists the 32 federal entities by their official names', async () => {
    const { ESTADOS_MX } = await import('@aguavend/contract/domicilios');
    expect(ESTADOS_MX).toHaveLength(32);
    expect(new Set(ESTADOS_MX).size).toBe(32);
    expect(ESTADOS_MX).toEqual(expect.arrayContaining(['Aguascalientes', 'Ciudad de México', 'Zacatecas']));
    for (const estado of ['Ciudad de México', 'México', 'Nuevo León', 'Veracruz de Ignacio de la Llave'])
      expect(
        (await t.post('/domicilio/new', { ...completo, id_tienda, estado }, operador)).status,
        estado,
      ).toBe(200);
  });

  it('validates each field of the spec payload and refuses unknown stores', async () => {
    const res = await t.post(
      '/domicilio/new',
      {
        id_tienda: 0,
        es_sucursal: 'TAL VEZ',
        calle: '',
        numero_ext: '',
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

  it('edits an address into a complete one, and the edit asks for colonia, código postal, municipio and estado', async () => {
    const { id_domicilio } = (await t.post('/domicilio/new', { ...domicilio, id_tienda }, operador)).body
      .resultados[0];
    const incompleta = await t.post(
      '/domicilio/editar',
      { ...domicilio, id_tienda, id_domicilio, numero_ext: '12-A' },
      operador,
    );
    expect(incompleta.status).toBe(400);
    expect(incompleta.body.errores).toEqual([
      { campo: 'colonia', mensaje: md.coloniaRequerida },
      { campo: 'codigo_postal', mensaje: md.codigoPostalInvalido },
      { campo: 'municipio', mensaje: md.municipioRequerido },
      { campo: 'estado', mensaje: md.estadoInvalido },
    ]);
    const res = await t.post('/domicilio/editar', { ...completo, id_tienda, id_domicilio }, operador);
    expect(res.status).toBe(200);
    expect(res.body.mensaje_user).toBe(md.actualizado);
    expect(res.body.resultados[0]).toMatchObject({
      ...completo,
      id_domicilio,
      numero_int: null,
      latitud: null,
      longitud: null,
    });
    const nada = await t.post('/domicilio/editar', { ...completo, id_tienda, id_domicilio: 99999 }, operador);
    expect(nada.status).toBe(404);
    expect(nada.body.mensaje_user).toBe(md.noExiste);
    const otraTienda = await t.post(
      '/domicilio/editar',
      { ...completo, id_tienda: 99999, id_domicilio },
      operador,
    );
    expect(otraTienda.status).toBe(404);
    expect(otraTienda.body.mensaje_user).toBe(mensajes.catalogos.tiendaNoExiste);
  });

  it('deletes an address into the deleted list and restores it', async () => {
    const { id_domicilio } = (
      await t.post('/domicilio/new', { ...completo, id_tienda, calle: 'Calle Borrable' }, operador)
    ).body.resultados[0];
    const ids = async (url: string) =>
      (await t.post(url, { id_tienda }, operador)).body.resultados.map(
        (d: { id_domicilio: number }) => d.id_domicilio,
      );
    const borrada = await t.post('/domicilio/eliminar', { id_domicilio }, operador);
    expect(borrada.status).toBe(200);
    expect(borrada.body.mensaje_user).toBe(md.eliminado);
    expect(borrada.body.resultados[0].fecha_eliminacion).toEqual(expect.any(String));
    expect(await ids('/domicilio')).not.toContain(id_domicilio);
    expect(await ids('/domicilio/eliminados')).toEqual([id_domicilio]);
    const vuelta = await t.post('/domicilio/restaurar', { id_domicilio }, operador);
    expect(vuelta.status).toBe(200);
    expect(vuelta.body.mensaje_user).toBe(md.restaurado);
    expect(vuelta.body.resultados[0].fecha_eliminacion).toBeNull();
    expect(await ids('/domicilio')).toContain(id_domicilio);
    expect(await ids('/domicilio/eliminados')).toEqual([]);
    for (const url of ['/domicilio/eliminar', '/domicilio/restaurar']) {
      const nada = await t.post(url, { id_domicilio: 99999 }, operador);
      expect(nada.status, url).toBe(404);
      expect(nada.body.mensaje_user).toBe(md.noExiste);
    }
  });

  it('a deleted store takes no new address, nor one moved from another store', async () => {
    const { id_tienda: borrada } = (
      await t.post(
        '/tienda/new',
        { nombre_comercial: 'Cerrada', rfc: 'CER010101AA1', tipo_persona: 'MORAL' },
        operador,
      )
    ).body.resultados[0];
    await t.post('/tienda/eliminar', { id_tienda: borrada }, operador);
    const res = await t.post('/domicilio/new', { ...completo, id_tienda: borrada }, operador);
    expect(res.status).toBe(404);
    expect(res.body.mensaje_user).toBe(mensajes.catalogos.tiendaNoExiste);
    // An edit may move an address only to an active store: the deleted one stays closed, the address stays put.
    const { id_domicilio } = (
      await t.post('/domicilio/new', { ...completo, id_tienda, calle: 'Calle Sin Mudanza' }, operador)
    ).body.resultados[0];
    const mover = await t.post(
      '/domicilio/editar',
      { ...completo, id_tienda: borrada, id_domicilio },
      operador,
    );
    expect(mover.status).toBe(404);
    expect(mover.body.mensaje_user).toBe(mensajes.catalogos.tiendaNoExiste);
    const ids = async (id: number) =>
      (await t.post('/domicilio', { id_tienda: id }, operador)).body.resultados.map(
        (d: { id_domicilio: number }) => d.id_domicilio,
      );
    expect(await ids(id_tienda)).toContain(id_domicilio);
    expect(await ids(borrada)).not.toContain(id_domicilio);
  });

  it("another user's address answers 404 to a non-ADMIN user", async () => {
    const otro = await nonAdminToken(t, 'vecino');
    const ajena = (
      await t.post(
        '/tienda/new',
        { nombre_comercial: 'Del vecino', rfc: 'VEC010101AA1', tipo_persona: 'MORAL' },
        otro,
      )
    ).body.resultados[0].id_tienda;
    const { id_domicilio } = (await t.post('/domicilio/new', { ...completo, id_tienda: ajena }, otro)).body
      .resultados[0];
    for (const [url, body] of [
      ['/domicilio/editar', { ...completo, id_tienda, id_domicilio }],
      ['/domicilio/eliminar', { id_domicilio }],
      ['/domicilio/restaurar', { id_domicilio }],
    ] as const) {
      const res = await t.post(url, body, operador);
      expect(res.status, url).toBe(404);
      expect(res.body.mensaje_user).toBe(md.noExiste);
    }
    // Nor can an own address be moved to another user's store.
    const propio = (await t.post('/domicilio/new', { ...completo, id_tienda }, operador)).body.resultados[0];
    const mover = await t.post(
      '/domicilio/editar',
      { ...completo, id_tienda: ajena, id_domicilio: propio.id_domicilio },
      operador,
    );
    expect(mover.status).toBe(404);
  });
});

describe('stores where a non-ADMIN user’s machines stand', () => {
  it('list the store while one of their machines stands there, and drop it once the machine leaves', async () => {
    const admin = await t.login();
    const { id_usuario } = (await t.post('/users/perfil', undefined, operador)).body.resultados[0];
    const id_maquina = (await t.post('/maquina/new', { nombre: 'En tienda ajena', estatus: 'ACTIVA' }, admin))
      .body.resultados[0].id_maquina;
    const otra = (await t.post('/maquina/new', { nombre: 'De otro', estatus: 'ACTIVA' }, admin)).body
      .resultados[0].id_maquina;
    await t.post('/users/maquina/asignar', { id_usuario, id_maquina }, admin);
    const nueva = async (nombre_comercial: string, rfc: string) => {
      const id_tienda = (await t.post('/tienda/new', { nombre_comercial, rfc, tipo_persona: 'MORAL' }, admin))
        .body.resultados[0].id_tienda;
      const { id_domicilio } = (
        await t.post(
          '/domicilio/new',
          { id_tienda, es_sucursal: 'NO', calle: 'Calle 1', numero_ext: '1', primer_cruzamiento: 'Calle 2' },
          admin,
        )
      ).body.resultados[0];
      return { id_tienda, id_domicilio };
    };
    const donde = await nueva('Donde está mi máquina', 'DMM010101AA1');
    const ajena = await nueva('Donde está otra máquina', 'DOM010101AA1');
    const nombres = async () =>
      (await t.post('/tienda', undefined, operador)).body.resultados.map(
        (x: { nombre_comercial: string }) => x.nombre_comercial,
      );
    expect(await nombres()).not.toContain('Donde está mi máquina');
    await t.post(
      '/maquina/ubicar',
      { id_maquina, id_domicilio: donde.id_domicilio, desde: '2026-10-01' },
      admin,
    );
    await t.post(
      '/maquina/ubicar',
      { id_maquina: otra, id_domicilio: ajena.id_domicilio, desde: '2026-10-01' },
      admin,
    );
    const ahora = await nombres();
    expect(ahora).toContain('Donde está mi máquina');
    expect(ahora).not.toContain('Donde está otra máquina');
    expect((await t.post('/domicilio', { id_tienda: donde.id_tienda }, operador)).status).toBe(200);
    expect((await t.post('/domicilio', { id_tienda: ajena.id_tienda }, operador)).status).toBe(404);
    // Withdrawn, the machine no longer stands there: the store leaves the user's list.
    await t.post('/maquina/retirar', { id_maquina, hasta: '2026-10-31' }, admin);
    expect(await nombres()).not.toContain('Donde está mi máquina');
  });
});
