import { MASCARA_CLAVE } from '@aguavend/contract/common';
import { mensajes } from '@aguavend/contract/messages';
import { ORDEN_USUARIOS } from '@aguavend/contract/usuarios';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, answersSeen, expectNoSecrets, nonAdminToken, useTestApp } from '../../../test/helpers.ts';
import { fijarReloj } from '../../../test/reloj.ts';
import { maquinas, usuarios } from '../../db/schema/index.ts';

const m = mensajes.usuarios;
fijarReloj();
const t = await useTestApp();
const db = t.database.db;
const admin = await t.login();
const clavesUsadas: string[] = [ADMIN.password];

const idAdmin = JSON.parse((await t.post('/users/login', ADMIN)).body.usuario).id_usuario as number;
const idRolAdmin = JSON.parse((await t.post('/users/login', ADMIN)).body.usuario).id_rol as number;
const idRolOperador = (await t.post('/rolmod/roles/new', { rol: 'OPERADOR' }, admin)).body.resultados[0]
  .id_rol as number;

async function nuevaMaquina(nombre: string) {
  const [fila] = await db.insert(maquinas).values({ nombre }).returning();
  return fila?.id_maquina as number;
}

let secuencia = 0;
/** Creates a user through the API and returns its row and password. */
async function crearUsuario(
  opts: { id_rol?: number; id_maquina?: number; username?: string; clave?: string } = {},
) {
  secuencia++;
  const clave = opts.clave ?? `clave-usuario-${secuencia}-xyz`;
  clavesUsadas.push(clave);
  const username = opts.username ?? `usuario${secuencia}`;
  const res = await t.post(
    '/users/create',
    {
      usuario: {
        nombre: `Nombre ${secuencia}`,
        Username: username,
        ap_paterno: 'Paterno',
        ap_materno: 'Materno',
        email: `${username}@ejemplo.mx`,
        clave,
      },
      rol: { id_usuario: '', id_rol: opts.id_rol ?? idRolOperador },
      ...(opts.id_maquina === undefined ? {} : { id_maquina: opts.id_maquina }),
    },
    admin,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { fila: res.body.resultados[0], clave, username };
}

const loginStatus = async (username: string, password: string) =>
  (await t.post('/users/login', { username, password })).status;

const ids = (res: { body: { resultados: { id_usuario: number }[] } }) =>
  res.body.resultados.map((f) => f.id_usuario);

/** Body of a valid edit for a user row, with the given changes. */
const edicion = (fila: any, cambios: Record<string, unknown> = {}) => ({
  id_usuario: fila.id_usuario,
  id_rol: fila.id_rol,
  nombre: fila.nombre,
  ap_paterno: fila.ap_paterno,
  ap_materno: fila.ap_materno,
  username: fila.username,
  clave: MASCARA_CLAVE,
  email: fila.email,
  activo: fila.activo,
  ...cambios,
});

describe('POST /users/create', () => {
  it('creates a user linked to the machine, answers the masked row, and the user can log in', async () => {
    const id_maquina = await nuevaMaquina('Crear 1');
    const { fila, clave, username } = await crearUsuario({ id_maquina });
    expect(fila).toEqual({
      id_usuario: expect.any(Number),
      id_usuario_maquina: expect.any(Number),
      nombre: `Nombre ${secuencia}`,
      ap_paterno: 'Paterno',
      ap_materno: 'Materno',
      username,
      clave: MASCARA_CLAVE,
      email: `${username}@ejemplo.mx`,
      activo: 1,
      id_rol: idRolOperador,
      rol: 'OPERADOR',
      fecha_creacion: expect.any(String),
      fecha_eliminacion: null,
      maquinas: [id_maquina],
      id_tienda: null,
    });
    expect(Number.isNaN(Date.parse(fila.fecha_creacion))).toBe(false);
    const lista = await t.post('/users', { id_usuario: id_maquina }, admin);
    expect(lista.body.resultados).toEqual([fila]);
    expect(await loginStatus(username, clave)).toBe(200);
    const [guardado] = await db.select().from(usuarios).where(eq(usuarios.id_usuario, fila.id_usuario));
    expect(guardado?.clave_hash).toMatch(/^\$argon2id\$/);
  });

  it('answers the success message of the spec', async () => {
    const res = await t.post(
      '/users/create',
      {
        usuario: {
          nombre: 'Mensaje',
          Username: 'mensaje1',
          ap_paterno: 'P',
          ap_materno: '',
          email: 'm@e.mx',
          clave: 'clave-mensaje-1',
        },
        rol: { id_usuario: '', id_rol: idRolOperador },
      },
      admin,
    );
    clavesUsadas.push('clave-mensaje-1');
    expect(res.body.mensaje_user).toBe(m.registrado);
    expect(res.body.resultados[0]).toMatchObject({ id_usuario_maquina: null, ap_materno: null });
  });

  it('keeps the password exactly as typed, spaces included', async () => {
    const { username } = await crearUsuario({ clave: '  con espacios  ' });
    expect(await loginStatus(username, '  con espacios  ')).toBe(200);
    expect(await loginStatus(username, 'con espacios')).toBe(400);
  });

  it('answers 400 naming each empty field with the texts of the spec', async () => {
    const res = await t.post(
      '/users/create',
      {
        usuario: {
          nombre: ' ',
          Username: '',
          ap_paterno: '',
          ap_materno: '',
          email: 'no-es-email',
          clave: '',
        },
        rol: { id_usuario: '', id_rol: 0 },
      },
      admin,
    );
    expect(res.status).toBe(400);
    expect(res.body.valid).toBe(false);
    expect(res.body.errores).toEqual([
      { campo: 'usuario.nombre', mensaje: m.nombreRequerido },
      { campo: 'usuario.Username', mensaje: m.usernameYClaveVacios },
      { campo: 'usuario.ap_paterno', mensaje: m.apPaternoRequerido },
      { campo: 'usuario.email', mensaje: m.emailInvalido },
      { campo: 'usuario.clave', mensaje: m.usernameYClaveVacios },
      { campo: 'rol.id_rol', mensaje: m.debeSeleccionarRol },
    ]);
    expect(res.body.mensaje_user).toBe(m.nombreRequerido);
  });

  it('answers 400 for a short password, a blank one, a long name and a bad machine id', async () => {
    const base = {
      usuario: {
        nombre: 'N',
        Username: 'corta',
        ap_paterno: 'P',
        ap_materno: null,
        email: 'c@e.mx',
        clave: 'corta',
      },
      rol: { id_rol: idRolOperador },
    };
    let res = await t.post('/users/create', base, admin);
    expect(res.body.errores).toEqual([{ campo: 'usuario.clave', mensaje: m.claveCorta }]);
    res = await t.post('/users/create', { ...base, usuario: { ...base.usuario, clave: '         ' } }, admin);
    expect(res.body.errores).toEqual([{ campo: 'usuario.clave', mensaje: m.usernameYClaveVacios }]);
    res = await t.post(
      '/users/create',
      { ...base, usuario: { ...base.usuario, clave: 'suficiente', nombre: 'x'.repeat(101) } },
      admin,
    );
    expect(res.body.errores).toEqual([{ campo: 'usuario.nombre', mensaje: mensajes.general.textoLargo }]);
    res = await t.post(
      '/users/create',
      { ...base, usuario: { ...base.usuario, clave: 'suficiente' }, id_maquina: 'uno' },
      admin,
    );
    expect(res.body.errores).toEqual([{ campo: 'id_maquina', mensaje: mensajes.general.idInvalido }]);
  });

  it('answers 409 for a username taken in any case, deleted users included', async () => {
    const { fila, username } = await crearUsuario();
    const res = await t.post(
      '/users/create',
      {
        usuario: {
          nombre: 'Otro',
          Username: username.toUpperCase(),
          ap_paterno: 'P',
          email: 'o@e.mx',
          clave: 'clave-duplicada-1',
        },
        rol: { id_rol: idRolOperador },
      },
      admin,
    );
    expect(res.status).toBe(409);
    expect(res.body.mensaje_user).toBe(m.usernameDuplicado);
    await t.post('/users/eliminar', { id_usuario: fila.id_usuario }, admin);
    const otraVez = await t.post(
      '/users/create',
      {
        usuario: {
          nombre: 'Otro',
          Username: username,
          ap_paterno: 'P',
          email: 'o@e.mx',
          clave: 'clave-dup-2',
        },
        rol: { id_rol: idRolOperador },
      },
      admin,
    );
    expect(otraVez.status).toBe(409);
  });

  it('answers 404 for an unknown role or machine, and creates nothing', async () => {
    const cuerpo = (extra: object, id_rol = idRolOperador) => ({
      usuario: {
        nombre: 'N',
        Username: 'fantasma',
        ap_paterno: 'P',
        email: 'f@e.mx',
        clave: 'clave-fantasma',
      },
      rol: { id_rol },
      ...extra,
    });
    let res = await t.post('/users/create', cuerpo({}, 99999), admin);
    expect(res.status).toBe(404);
    expect(res.body.mensaje_user).toBe(m.rolNoExiste);
    res = await t.post('/users/create', cuerpo({ id_maquina: 99999 }), admin);
    expect(res.status).toBe(404);
    expect(res.body.mensaje_user).toBe(m.maquinaNoExiste);
    const quedan = await db.select().from(usuarios).where(eq(usuarios.username, 'fantasma'));
    expect(quedan).toEqual([]);
    clavesUsadas.push('clave-fantasma');
  });

  it('a user created inactive by an edit cannot log in', async () => {
    const { fila, username, clave } = await crearUsuario();
    const res = await t.post('/users/editar', edicion(fila, { activo: 0 }), admin);
    expect(res.body.resultados[0].activo).toBe(0);
    expect(await loginStatus(username, clave)).toBe(400);
  });
});

describe('POST /users and /users/eliminados', () => {
  it('lists the machine users newest first, pages with total, and moves rows on delete and restore', async () => {
    const id_maquina = await nuevaMaquina('Lista 1');
    const otra = await nuevaMaquina('Lista 2');
    const a = (await crearUsuario({ id_maquina })).fila;
    const b = (await crearUsuario({ id_maquina })).fila;
    const c = (await crearUsuario({ id_maquina })).fila;
    await crearUsuario({ id_maquina: otra });

    const todos = await t.post('/users', { id_usuario: id_maquina }, admin);
    expect(todos.status).toBe(200);
    expect(ids(todos)).toEqual([c.id_usuario, b.id_usuario, a.id_usuario]);
    expect(todos.body.total).toBeUndefined();
    for (const fila of todos.body.resultados) expect(fila.clave).toBe(MASCARA_CLAVE);

    const pagina1 = await t.post('/users', { id_usuario: id_maquina, pagina: 1, por_pagina: 10 }, admin);
    expect(pagina1.body.total).toBe(3);
    expect(ids(pagina1)).toEqual([c.id_usuario, b.id_usuario, a.id_usuario]);
    const pagina2 = await t.post('/users', { id_usuario: id_maquina, pagina: 2, por_pagina: 10 }, admin);
    expect(pagina2.body.total).toBe(3);
    expect(ids(pagina2)).toEqual([]);

    const borrado = await t.post('/users/eliminar', { id_usuario: b.id_usuario }, admin);
    expect(borrado.status).toBe(200);
    expect(borrado.body.mensaje_user).toBe(m.eliminado);
    expect(borrado.body.resultados[0].fecha_eliminacion).toEqual(expect.any(String));
    expect(ids(await t.post('/users', { id_usuario: id_maquina }, admin))).toEqual([
      c.id_usuario,
      a.id_usuario,
    ]);
    const eliminados = await t.post('/users/eliminados', { id_usuario: id_maquina, pagina: 1 }, admin);
    expect(ids(eliminados)).toEqual([b.id_usuario]);
    expect(eliminados.body.total).toBe(1);

    const restaurado = await t.post('/users/restaurar', { id_usuario: b.id_usuario }, admin);
    expect(restaurado.body.mensaje_user).toBe(m.restaurado);
    expect(restaurado.body.resultados[0].fecha_eliminacion).toBeNull();
    expect(ids(await t.post('/users', { id_usuario: id_maquina }, admin))).toEqual([
      c.id_usuario,
      b.id_usuario,
      a.id_usuario,
    ]);
    expect((await t.post('/users/eliminados', { id_usuario: id_maquina }, admin)).body.resultados).toEqual(
      [],
    );
  });

  it('filters by the creation day in the business time zone', async () => {
    const id_maquina = await nuevaMaquina('Fecha 1');
    const { fila } = await crearUsuario({ id_maquina });
    // 05:30 UTC on 10 March is still 9 March in Mexico City (UTC-6).
    await db
      .update(usuarios)
      .set({ fecha_creacion: new Date('2024-03-10T05:30:00Z') })
      .where(eq(usuarios.id_usuario, fila.id_usuario));
    // 06:30 UTC is 00:30 on 10 March there.
    const siguiente = (await crearUsuario({ id_maquina })).fila;
    await db
      .update(usuarios)
      .set({ fecha_creacion: new Date('2024-03-10T06:30:00Z') })
      .where(eq(usuarios.id_usuario, siguiente.id_usuario));
    const otro = (await crearUsuario({ id_maquina })).fila;
    const dia = async (fecha: string) =>
      ids(await t.post('/users', { id_usuario: id_maquina, fecha }, admin));
    expect(await dia('2024-03-09')).toEqual([fila.id_usuario]);
    expect(await dia('2024-03-10')).toEqual([siguiente.id_usuario]);
    expect(await dia('2024-03-11')).toEqual([]);
    const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: t.config.businessTz }).format(new Date());
    expect(await dia(hoy)).toEqual([otro.id_usuario]);
    const paginado = await t.post('/users', { id_usuario: id_maquina, fecha: hoy, pagina: 1 }, admin);
    expect(paginado.body.total).toBe(1);
  });

  it('answers 404 for an unknown machine and 400 for bad input', async () => {
    const res = await t.post('/users', { id_usuario: 99999 }, admin);
    expect(res.status).toBe(404);
    expect(res.body.mensaje_user).toBe(m.maquinaNoExiste);
    expect((await t.post('/users/eliminados', { id_usuario: 99999 }, admin)).status).toBe(404);
    let bad = await t.post('/users', { id_usuario: 0 }, admin);
    expect(bad.status).toBe(400);
    expect(bad.body.errores).toEqual([{ campo: 'id_usuario', mensaje: mensajes.general.idInvalido }]);
    bad = await t.post('/users/eliminados', { id_usuario: 1, fecha: '9/3/2024' }, admin);
    expect(bad.body.errores).toEqual([{ campo: 'fecha', mensaje: mensajes.general.fechaInvalida }]);
    bad = await t.post('/users', { id_usuario: 1, pagina: 'uno' }, admin);
    expect(bad.body.errores).toEqual([{ campo: 'pagina', mensaje: mensajes.general.numeroInvalido }]);
  });
});

describe('POST /users/editar', () => {
  it('changes the data and keeps the password when clave is empty, the mask or absent', async () => {
    const { fila, clave } = await crearUsuario();
    const res = await t.post(
      '/users/editar',
      edicion(fila, {
        nombre: 'Cambiado',
        ap_materno: '',
        username: 'cambiado1',
        email: 'c1@e.mx',
        clave: '',
      }),
      admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.mensaje_user).toBe(m.actualizado);
    expect(res.body.resultados[0]).toMatchObject({
      id_usuario: fila.id_usuario,
      nombre: 'Cambiado',
      ap_materno: null,
      username: 'cambiado1',
      email: 'c1@e.mx',
      clave: MASCARA_CLAVE,
    });
    expect(await loginStatus('cambiado1', clave)).toBe(200);
    expect((await t.post('/users/editar', edicion(res.body.resultados[0]), admin)).status).toBe(200);
    expect(
      (await t.post('/users/editar', edicion(res.body.resultados[0], { clave: null }), admin)).status,
    ).toBe(200);
    expect(await loginStatus('cambiado1', clave)).toBe(200);
    const { clave: _c, ...sinClave } = edicion(res.body.resultados[0]);
    expect((await t.post('/users/editar', sinClave, admin)).status).toBe(200);
    expect(await loginStatus('cambiado1', clave)).toBe(200);
  });

  it('sets a new password when one is given', async () => {
    const { fila, clave, username } = await crearUsuario();
    const nueva = 'clave-nueva-editar-1';
    clavesUsadas.push(nueva);
    expect((await t.post('/users/editar', edicion(fila, { clave: nueva }), admin)).status).toBe(200);
    expect(await loginStatus(username, clave)).toBe(400);
    expect(await loginStatus(username, nueva)).toBe(200);
  });

  it('a role change takes effect at once on an existing token', async () => {
    const { fila, clave, username } = await crearUsuario({ id_rol: idRolAdmin });
    const token = await t.login(username, clave);
    expect((await t.post('/rolmod/roles', undefined, token)).status).toBe(200);
    const res = await t.post('/users/editar', edicion(fila, { id_rol: idRolOperador }), admin);
    expect(res.body.resultados[0]).toMatchObject({ id_rol: idRolOperador, rol: 'OPERADOR' });
    const sinPermiso = await t.post('/rolmod/roles', undefined, token);
    expect(sinPermiso.status).toBe(403);
    expect(sinPermiso.body.mensaje_user).toBe(mensajes.sesion.sinPermiso);
    expect((await t.post('/users/perfil', undefined, token)).status).toBe(200);
  });

  it('deactivating a user ends their session at once and stops their login', async () => {
    const { fila, clave, username } = await crearUsuario();
    const token = await t.login(username, clave);
    expect((await t.post('/users/perfil', undefined, token)).status).toBe(200);
    await t.post('/users/editar', edicion(fila, { activo: 0 }), admin);
    const res = await t.post('/users/perfil', undefined, token);
    expect(res.status).toBe(401);
    expect(res.body.mensaje_user).toBe(mensajes.sesion.tokenInvalido);
    expect(await loginStatus(username, clave)).toBe(400);
    await t.post('/users/editar', edicion(fila, { activo: 1 }), admin);
    expect(await loginStatus(username, clave)).toBe(200);
  });

  it('answers 400 with the messages of each field', async () => {
    const { fila } = await crearUsuario();
    const res = await t.post(
      '/users/editar',
      {
        id_usuario: fila.id_usuario,
        id_rol: 0,
        nombre: '',
        ap_paterno: '',
        username: ' ',
        clave: 'corta',
        email: 'mal',
        activo: 2,
      },
      admin,
    );
    expect(res.status).toBe(400);
    expect(res.body.errores).toEqual([
      { campo: 'id_rol', mensaje: m.debeSeleccionarRol },
      { campo: 'nombre', mensaje: m.nombreRequerido },
      { campo: 'ap_paterno', mensaje: m.apPaternoRequerido },
      { campo: 'username', mensaje: m.usernameYClaveVacios },
      { campo: 'clave', mensaje: m.claveCorta },
      { campo: 'email', mensaje: m.emailInvalido },
      { campo: 'activo', mensaje: m.activoInvalido },
    ]);
    const sinId = await t.post('/users/editar', { ...edicion(fila), id_usuario: undefined }, admin);
    expect(sinId.body.errores).toEqual([{ campo: 'id_usuario', mensaje: mensajes.general.idInvalido }]);
  });

  it('answers 404 for an unknown user or role and 409 for a username of another user', async () => {
    const { fila } = await crearUsuario();
    const otro = await crearUsuario();
    let res = await t.post('/users/editar', edicion(fila, { id_usuario: 99999 }), admin);
    expect(res.status).toBe(404);
    expect(res.body.mensaje_user).toBe(m.noExiste);
    res = await t.post('/users/editar', edicion(fila, { id_rol: 99999 }), admin);
    expect(res.status).toBe(404);
    expect(res.body.mensaje_user).toBe(m.rolNoExiste);
    res = await t.post('/users/editar', edicion(fila, { username: otro.username.toUpperCase() }), admin);
    expect(res.status).toBe(409);
    expect(res.body.mensaje_user).toBe(m.usernameDuplicado);
    // The same name in another case is not a duplicate of oneself.
    res = await t.post('/users/editar', edicion(fila, { username: fila.username.toUpperCase() }), admin);
    expect(res.status).toBe(200);
  });

  it('an administrator cannot deactivate themself or drop their own ADMIN role', async () => {
    const [yo] = await db.select().from(usuarios).where(eq(usuarios.id_usuario, idAdmin));
    const fila = { ...yo, ap_materno: null };
    let res = await t.post('/users/editar', edicion(fila, { activo: 0 }), admin);
    expect(res.status).toBe(400);
    expect(res.body.errores).toEqual([{ campo: 'activo', mensaje: m.noAutoDesactivar }]);
    res = await t.post('/users/editar', edicion(fila, { id_rol: idRolOperador }), admin);
    expect(res.status).toBe(400);
    expect(res.body.errores).toEqual([{ campo: 'id_rol', mensaje: m.noAutoQuitarAdmin }]);
    expect(await loginStatus(ADMIN.username, ADMIN.password)).toBe(200);
  });

  it('an administrator who keeps the ADMIN role and stays active can edit their own data', async () => {
    const [yo] = await db.select().from(usuarios).where(eq(usuarios.id_usuario, idAdmin));
    const fila = { ...yo, ap_materno: null };
    const res = await t.post('/users/editar', edicion(fila, { nombre: 'Administrador Editado' }), admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.resultados[0]).toMatchObject({
      id_usuario: idAdmin,
      nombre: 'Administrador Editado',
      activo: 1,
    });
    expect(res.body.resultados[0].id_rol).toBe(idRolAdmin);
    expect(await loginStatus(ADMIN.username, ADMIN.password)).toBe(200);
  });
});

describe('POST /users/eliminar and /users/restaurar', () => {
  it('a deleted user loses their session at once and cannot log in until restored', async () => {
    const { fila, clave, username } = await crearUsuario();
    const token = await t.login(username, clave);
    await t.post('/users/eliminar', { id_usuario: fila.id_usuario }, admin);
    expect((await t.post('/users/perfil', undefined, token)).status).toBe(401);
    expect(await loginStatus(username, clave)).toBe(400);
    await t.post('/users/restaurar', { id_usuario: fila.id_usuario }, admin);
    expect(await loginStatus(username, clave)).toBe(200);
  });

  it('deleting twice keeps the first date', async () => {
    const { fila } = await crearUsuario();
    const primero = await t.post('/users/eliminar', { id_usuario: fila.id_usuario }, admin);
    const segundo = await t.post('/users/eliminar', { id_usuario: fila.id_usuario }, admin);
    expect(segundo.status).toBe(200);
    expect(segundo.body.resultados[0].fecha_eliminacion).toBe(primero.body.resultados[0].fecha_eliminacion);
  });

  it('an administrator cannot delete themself', async () => {
    const res = await t.post('/users/eliminar', { id_usuario: idAdmin }, admin);
    expect(res.status).toBe(400);
    expect(res.body.mensaje_user).toBe(m.noAutoEliminar);
    expect(res.body.errores).toEqual([{ campo: 'id_usuario', mensaje: m.noAutoEliminar }]);
    expect(await loginStatus(ADMIN.username, ADMIN.password)).toBe(200);
  });

  it('answers 404 for an unknown user and 400 for a missing id', async () => {
    for (const url of ['/users/eliminar', '/users/restaurar']) {
      const res = await t.post(url, { id_usuario: 99999 }, admin);
      expect(res.status).toBe(404);
      expect(res.body.mensaje_user).toBe(m.noExiste);
      const bad = await t.post(url, { id_usuario: -1 }, admin);
      expect(bad.body.errores).toEqual([{ campo: 'id_usuario', mensaje: mensajes.general.idInvalido }]);
    }
  });
});

describe('POST /users/tienda/asignar', () => {
  let rfc = 100;
  const nuevaTienda = async (nombre: string) =>
    (
      await t.post(
        '/tienda/new',
        { nombre_comercial: nombre, razon_social: null, rfc: `UTI010101${rfc++}`, tipo_persona: 'MORAL' },
        admin,
      )
    ).body.resultados[0].id_tienda as number;

  it("links a user to a store, moves them to another and unlinks them; the user's rows carry id_tienda", async () => {
    const { fila } = await crearUsuario();
    const a = await nuevaTienda('Tienda del usuario A');
    const b = await nuevaTienda('Tienda del usuario B');
    const { id_usuario } = fila;
    const res = await t.post('/users/tienda/asignar', { id_usuario, id_tienda: a }, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.mensaje_user).toBe(mensajes.estadosCuenta.usuarioTiendaAsignado);
    expect(res.body.resultados).toEqual([{ ...fila, id_usuario_maquina: null, id_tienda: a }]);
    const lista = await t.post('/users', { buscar: fila.username }, admin);
    expect(lista.body.resultados.map((u: { id_tienda: number | null }) => u.id_tienda)).toEqual([a]);
    // A second store replaces the first: a user attends one store.
    expect(
      (await t.post('/users/tienda/asignar', { id_usuario, id_tienda: b }, admin)).body.resultados[0],
    ).toMatchObject({ id_tienda: b });
    const quitar = await t.post('/users/tienda/asignar', { id_usuario, id_tienda: null }, admin);
    expect(quitar.status).toBe(200);
    expect(quitar.body.mensaje_user).toBe(mensajes.estadosCuenta.usuarioTiendaQuitado);
    expect(quitar.body.resultados[0].id_tienda).toBeNull();
    // Unlinking twice is harmless.
    expect((await t.post('/users/tienda/asignar', { id_usuario, id_tienda: null }, admin)).status).toBe(200);
  });

  it('the link counts at once: a store user sees only their store, and another one answers 404', async () => {
    const token = await nonAdminToken(t, 'tendero_vinculado', ['tiendas']);
    const { id_usuario } = (await t.post('/users/perfil', undefined, token)).body.resultados[0];
    const tienda = (rfc: string, nombre_comercial: string) => ({
      nombre_comercial,
      razon_social: null,
      rfc,
      tipo_persona: 'MORAL',
    });
    // Before the link the user sees the stores they registered.
    const a = (await t.post('/tienda/new', tienda('VIN010101AA1', 'Vinculada A'), token)).body.resultados[0];
    const b = (await t.post('/tienda/new', tienda('VIN010101AA2', 'Vinculada B'), token)).body.resultados[0];
    const nombres = async () =>
      (await t.post('/tienda', undefined, token)).body.resultados.map(
        (x: { nombre_comercial: string }) => x.nombre_comercial,
      );
    expect(await nombres()).toEqual(['Vinculada B', 'Vinculada A']);
    await t.post('/users/tienda/asignar', { id_usuario, id_tienda: a.id_tienda }, admin);
    expect(await nombres()).toEqual(['Vinculada A']);
    const editar = await t.post(
      '/tienda/editar',
      { ...tienda('VIN010101AA2', 'Otra'), id_tienda: b.id_tienda },
      token,
    );
    expect(editar.status).toBe(404);
    expect(editar.body.mensaje_user).toBe(mensajes.catalogos.tiendaNoExiste);
    const propia = await t.post(
      '/tienda/editar',
      { ...tienda('VIN010101AA1', 'Mía'), id_tienda: a.id_tienda },
      token,
    );
    expect(propia.status).toBe(200);
  });

  it('answers 404 for an unknown user, an unknown or deleted store; 403 to a non-ADMIN; 400 for bad ids', async () => {
    const { fila } = await crearUsuario();
    const a = await nuevaTienda('Tienda por borrar');
    let res = await t.post('/users/tienda/asignar', { id_usuario: 99999, id_tienda: a }, admin);
    expect(res.status).toBe(404);
    expect(res.body.mensaje_user).toBe(m.noExiste);
    res = await t.post('/users/tienda/asignar', { id_usuario: fila.id_usuario, id_tienda: 99999 }, admin);
    expect(res.status).toBe(404);
    expect(res.body.mensaje_user).toBe(mensajes.catalogos.tiendaNoExiste);
    await t.post('/tienda/eliminar', { id_tienda: a }, admin);
    res = await t.post('/users/tienda/asignar', { id_usuario: fila.id_usuario, id_tienda: a }, admin);
    expect(res.status).toBe(404);
    expect(res.body.mensaje_user).toBe(mensajes.catalogos.tiendaNoExiste);
    expect(
      (await t.post('/users', { buscar: fila.username }, admin)).body.resultados[0].id_tienda,
    ).toBeNull();
    res = await t.post('/users/tienda/asignar', { id_usuario: fila.id_usuario }, admin);
    expect(res.status).toBe(400);
    expect(res.body.errores.map((e: { campo: string }) => e.campo)).toEqual(['id_tienda']);
    const operador = await nonAdminToken(t, 'asignador_de_tiendas');
    res = await t.post('/users/tienda/asignar', { id_usuario: fila.id_usuario, id_tienda: null }, operador);
    expect(res.status).toBe(403);
    expect(
      (await t.post('/users/tienda/asignar', { id_usuario: fila.id_usuario, id_tienda: null })).status,
    ).toBe(401);
  });
});

describe('POST /users/maquina/asignar and /users/maquina/quitar', () => {
  it('links and unlinks a user and a machine', async () => {
    const id_maquina = await nuevaMaquina('Asignar 1');
    const { fila } = await crearUsuario();
    const res = await t.post('/users/maquina/asignar', { id_usuario: fila.id_usuario, id_maquina }, admin);
    expect(res.status).toBe(200);
    expect(res.body.mensaje_user).toBe(m.maquinaAsignada);
    const vinculo = res.body.resultados[0];
    expect(vinculo).toEqual({
      id_usuario_maquina: expect.any(Number),
      id_usuario: fila.id_usuario,
      id_maquina,
    });
    const lista = await t.post('/users', { id_usuario: id_maquina }, admin);
    expect(lista.body.resultados).toEqual([
      { ...fila, id_usuario_maquina: vinculo.id_usuario_maquina, maquinas: [id_maquina] },
    ]);

    const dup = await t.post('/users/maquina/asignar', { id_usuario: fila.id_usuario, id_maquina }, admin);
    expect(dup.status).toBe(409);
    expect(dup.body.mensaje_user).toBe(m.yaAsignado);

    const quitado = await t.post(
      '/users/maquina/quitar',
      { id_usuario_maquina: vinculo.id_usuario_maquina },
      admin,
    );
    expect(quitado.status).toBe(200);
    expect(quitado.body.resultados).toEqual([vinculo]);
    expect(quitado.body.mensaje_user).toBe(m.maquinaQuitada);
    expect((await t.post('/users', { id_usuario: id_maquina }, admin)).body.resultados).toEqual([]);
    const otraVez = await t.post(
      '/users/maquina/quitar',
      { id_usuario_maquina: vinculo.id_usuario_maquina },
      admin,
    );
    expect(otraVez.status).toBe(404);
    expect(otraVez.body.mensaje_user).toBe(m.asignacionNoExiste);
  });

  it('answers 404 for an unknown user or machine and 400 for bad ids', async () => {
    const id_maquina = await nuevaMaquina('Asignar 2');
    const { fila } = await crearUsuario();
    let res = await t.post('/users/maquina/asignar', { id_usuario: 99999, id_maquina }, admin);
    expect(res.status).toBe(404);
    expect(res.body.mensaje_user).toBe(m.noExiste);
    res = await t.post('/users/maquina/asignar', { id_usuario: fila.id_usuario, id_maquina: 99999 }, admin);
    expect(res.status).toBe(404);
    expect(res.body.mensaje_user).toBe(m.maquinaNoExiste);
    res = await t.post('/users/maquina/asignar', { id_usuario: 'a' }, admin);
    expect(res.body.errores).toEqual([
      { campo: 'id_usuario', mensaje: mensajes.general.idInvalido },
      { campo: 'id_maquina', mensaje: mensajes.general.idInvalido },
    ]);
    res = await t.post('/users/maquina/quitar', { id_usuario_maquina: 1.5 }, admin);
    expect(res.body.errores).toEqual([{ campo: 'id_usuario_maquina', mensaje: mensajes.general.idInvalido }]);
  });
});

describe('the machines a user works on (maquinas)', () => {
  const maquinasDe = async (id_usuario: number) =>
    (await t.post('/users', {}, admin)).body.resultados.find((f: any) => f.id_usuario === id_usuario)
      ?.maquinas;

  it('creates a user with the whole set, id_maquina included, repeated ids once', async () => {
    const [a, b, c] = [await nuevaMaquina('Set A'), await nuevaMaquina('Set B'), await nuevaMaquina('Set C')];
    secuencia++;
    const username = `conjunto${secuencia}`;
    const res = await t.post(
      '/users/create',
      {
        usuario: {
          nombre: 'Con',
          Username: username,
          ap_paterno: 'Máquinas',
          email: `${username}@ejemplo.mx`,
          clave: 'clave-de-conjunto',
        },
        rol: { id_rol: idRolOperador },
        maquinas: [c, a, c],
        id_maquina: b,
      },
      admin,
    );
    clavesUsadas.push('clave-de-conjunto');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const fila = res.body.resultados[0];
    expect(fila.maquinas).toEqual([a, b, c].sort((x, y) => x - y));
    // The answer keeps naming the link to id_maquina, as it did before the set existed.
    expect(fila.id_usuario_maquina).toEqual(expect.any(Number));
    expect((await t.post('/users', { id_usuario: b }, admin)).body.resultados[0].id_usuario_maquina).toBe(
      fila.id_usuario_maquina,
    );
    expect(await maquinasDe(fila.id_usuario)).toEqual(fila.maquinas);
  });

  it('creates a user with no machine: an empty set and no link', async () => {
    const { fila } = await crearUsuario();
    expect(fila.maquinas).toEqual([]);
    expect(fila.id_usuario_maquina).toBeNull();
  });

  it('an edit with maquinas replaces the whole set; without it the set stays', async () => {
    const [a, b, c] = [await nuevaMaquina('Ed A'), await nuevaMaquina('Ed B'), await nuevaMaquina('Ed C')];
    const { fila } = await crearUsuario({ id_maquina: a });
    let res = await t.post('/users/editar', edicion(fila, { maquinas: [b, c] }), admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.resultados[0].maquinas).toEqual([b, c]);
    expect((await t.post('/users', { id_usuario: a }, admin)).body.resultados).toEqual([]);
    res = await t.post('/users/editar', edicion(fila, { nombre: 'Sin cambio de máquinas' }), admin);
    expect(res.body.resultados[0].maquinas).toEqual([b, c]);
    res = await t.post('/users/editar', edicion(fila, { maquinas: [] }), admin);
    expect(res.body.resultados[0].maquinas).toEqual([]);
    expect((await t.post('/users/perfil', undefined, admin)).status).toBe(200);
  });

  it('an edit with maquinas keeps the links of the machines that stay (same link id), drops and adds only the rest', async () => {
    const [a, b, c] = [await nuevaMaquina('Kp A'), await nuevaMaquina('Kp B'), await nuevaMaquina('Kp C')];
    const { fila } = await crearUsuario({ id_maquina: a });
    const vinculoDe = async (id_maquina: number) =>
      (await t.post('/users', { id_usuario: id_maquina }, admin)).body.resultados.find(
        (f: any) => f.id_usuario === fila.id_usuario,
      )?.id_usuario_maquina;
    const vinculoA = await vinculoDe(a);
    expect(vinculoA).toEqual(expect.any(Number));
    let res = await t.post('/users/editar', edicion(fila, { maquinas: [a, b] }), admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.resultados[0].maquinas).toEqual([a, b]);
    // Relinking every machine would give `a` a new link (and write its removal and insertion to the audit log).
    expect(await vinculoDe(a)).toBe(vinculoA);
    const vinculoB = await vinculoDe(b);
    res = await t.post('/users/editar', edicion(fila, { maquinas: [b, c] }), admin);
    expect(res.body.resultados[0].maquinas).toEqual([b, c]);
    expect(await vinculoDe(b)).toBe(vinculoB);
    expect(await vinculoDe(a)).toBeUndefined();
  });

  it('answers 404 for an unknown machine in the set and changes nothing', async () => {
    const a = await nuevaMaquina('Nf A');
    const { fila } = await crearUsuario({ id_maquina: a });
    const res = await t.post('/users/editar', edicion(fila, { maquinas: [a, 99999] }), admin);
    expect(res.status).toBe(404);
    expect(res.body.mensaje_user).toBe(m.maquinaNoExiste);
    expect(await maquinasDe(fila.id_usuario)).toEqual([a]);
    const antes = (await t.post('/users', {}, admin)).body.resultados.length;
    const nuevo = await t.post(
      '/users/create',
      {
        usuario: {
          nombre: 'X',
          Username: 'nadie404',
          ap_paterno: 'Y',
          email: 'n@e.mx',
          clave: 'clave-404-x',
        },
        rol: { id_rol: idRolOperador },
        maquinas: [99999],
      },
      admin,
    );
    expect(nuevo.status).toBe(404);
    expect(nuevo.body.mensaje_user).toBe(m.maquinaNoExiste);
    expect((await t.post('/users', {}, admin)).body.resultados.length).toBe(antes);
  });

  it('answers 400 for a set that is not a list of ids', async () => {
    const { fila } = await crearUsuario();
    for (const maquinas of ['1', [0], [1.5], ['a'], [null]]) {
      const res = await t.post('/users/editar', edicion(fila, { maquinas }), admin);
      expect(res.status, JSON.stringify(maquinas)).toBe(400);
      expect(res.body.errores[0].mensaje).toBe(m.maquinasInvalidas);
      expect(res.body.errores[0].campo).toMatch(/^maquinas/);
    }
  });
});

describe('POST /users without a machine', () => {
  it('lists every user, the administrator included, newest first, and pages with a total', async () => {
    const a = await nuevaMaquina('Todos A');
    const { fila: conMaquina } = await crearUsuario({ id_maquina: a });
    const { fila: sinMaquina } = await crearUsuario();
    const res = await t.post('/users', {}, admin);
    expect(res.status).toBe(200);
    const lista = ids(res);
    expect(lista.slice(0, 2)).toEqual([sinMaquina.id_usuario, conMaquina.id_usuario]);
    expect(lista).toContain(idAdmin);
    expect(res.body.resultados.every((f: any) => f.id_usuario_maquina === null)).toBe(true);
    expect(res.body.resultados.find((f: any) => f.id_usuario === conMaquina.id_usuario).maquinas).toEqual([
      a,
    ]);
    const pagina = await t.post('/users', { pagina: 1, por_pagina: 10 }, admin);
    expect(pagina.body.total).toBe(lista.length);
    expect(ids(pagina)).toEqual(lista.slice(0, 10));
  });

  it('lists every deleted user in /users/eliminados', async () => {
    const { fila } = await crearUsuario();
    await t.post('/users/eliminar', { id_usuario: fila.id_usuario }, admin);
    const res = await t.post('/users/eliminados', {}, admin);
    expect(ids(res)).toContain(fila.id_usuario);
    expect(ids(await t.post('/users', {}, admin))).not.toContain(fila.id_usuario);
  });
});

describe('POST /users/perfil and /users/perfil/clave', () => {
  it('a signed-in user without ADMIN reads their own data and machines', async () => {
    const id_maquina = await nuevaMaquina('Perfil 1');
    const { fila, clave, username } = await crearUsuario({ id_maquina });
    const token = await t.login(username, clave);
    const res = await t.post('/users/perfil', undefined, token);
    expect(res.status).toBe(200);
    expect(res.body.resultados).toEqual([
      {
        id_usuario: fila.id_usuario,
        nombre: fila.nombre,
        ap_paterno: fila.ap_paterno,
        ap_materno: fila.ap_materno,
        username,
        email: fila.email,
        rol: 'OPERADOR',
        id_rol: idRolOperador,
        fecha_creacion: fila.fecha_creacion,
        maquinas: [{ id_maquina, nombre: 'Perfil 1' }],
        // OPERADOR here holds no module: no screen is granted.
        pantallas: [],
      },
    ]);
    // An empty JSON body is "no payload" too.
    const vacio = await t.inject({
      method: 'POST',
      url: '/users/perfil',
      payload: '',
      headers: { autorizado: token, 'content-type': 'application/json' },
    });
    expect(vacio.status).toBe(200);
  });

  it('changes the own password when the current one is right', async () => {
    const { clave, username } = await crearUsuario();
    const token = await t.login(username, clave);
    const nueva = 'mi-clave-nueva-123';
    clavesUsadas.push(nueva);
    const res = await t.post('/users/perfil/clave', { clave_actual: clave, clave_nueva: nueva }, token);
    expect(res.status).toBe(200);
    expect(res.body.mensaje_user).toBe(m.claveCambiada);
    expect(res.body.resultados[0].username).toBe(username);
    expect(await loginStatus(username, clave)).toBe(400);
    expect(await loginStatus(username, nueva)).toBe(200);
  });

  it('answers 400 for a wrong current password and for bad fields', async () => {
    const { clave, username } = await crearUsuario();
    const token = await t.login(username, clave);
    let res = await t.post(
      '/users/perfil/clave',
      { clave_actual: 'equivocada', clave_nueva: 'otra-clave-1' },
      token,
    );
    expect(res.status).toBe(400);
    expect(res.body.mensaje_user).toBe(m.claveActualIncorrecta);
    expect(res.body.errores).toEqual([{ campo: 'clave_actual', mensaje: m.claveActualIncorrecta }]);
    res = await t.post('/users/perfil/clave', { clave_actual: '', clave_nueva: 'corta' }, token);
    expect(res.body.errores).toEqual([
      { campo: 'clave_actual', mensaje: mensajes.general.campoRequerido },
      { campo: 'clave_nueva', mensaje: m.claveCorta },
    ]);
    // The same password again would change nothing yet end every other session.
    res = await t.post('/users/perfil/clave', { clave_actual: clave, clave_nueva: clave }, token);
    expect(res.status).toBe(400);
    expect(res.body.errores).toEqual([{ campo: 'clave_nueva', mensaje: m.claveIgual }]);
    expect(await loginStatus(username, clave)).toBe(200);
  });

  it('answers 429 after five wrong current passwords', async () => {
    const { clave, username } = await crearUsuario();
    const token = await t.login(username, clave);
    for (let i = 0; i < 5; i++) {
      const res = await t.post(
        '/users/perfil/clave',
        { clave_actual: `mala-${i}`, clave_nueva: 'otra-clave-2' },
        token,
      );
      expect(res.status).toBe(400);
    }
    const res = await t.post(
      '/users/perfil/clave',
      { clave_actual: clave, clave_nueva: 'otra-clave-2' },
      token,
    );
    expect(res.status).toBe(429);
    expect(res.body.mensaje_user).toBe(mensajes.login.demasiadosIntentos);
  });
});

describe('access', () => {
  const rutasAdmin: [string, unknown][] = [
    ['/users', { id_usuario: 1 }],
    ['/users/eliminados', { id_usuario: 1 }],
    ['/users/create', {}],
    ['/users/editar', {}],
    ['/users/eliminar', { id_usuario: 1 }],
    ['/users/restaurar', { id_usuario: 1 }],
    ['/users/maquina/asignar', { id_usuario: 1, id_maquina: 1 }],
    ['/users/maquina/quitar', { id_usuario_maquina: 1 }],
  ];

  it('every call answers 401 without a token', async () => {
    for (const [url, body] of [
      ...rutasAdmin,
      ['/users/perfil', undefined],
      ['/users/perfil/clave', { clave_actual: 'a', clave_nueva: 'b' }],
    ] as [string, unknown][]) {
      const res = await t.post(url, body);
      expect(res.status, url).toBe(401);
      expect(res.body.mensaje_user).toBe(mensajes.sesion.tokenInvalido);
    }
  });

  it('every admin call answers 403 to a signed-in user without ADMIN, and changes nothing', async () => {
    const { clave, username } = await crearUsuario();
    const token = await t.login(username, clave);
    for (const [url, body] of rutasAdmin) {
      const res = await t.post(url, body, token);
      expect(res.status, url).toBe(403);
      expect(res.body.mensaje_user).toBe(mensajes.sesion.sinPermiso);
    }
    expect(await loginStatus(ADMIN.username, ADMIN.password)).toBe(200);
  });
});

it('no answer of this file carried a password or a hash', () => {
  expect(answersSeen.length).toBeGreaterThan(50);
  expectNoSecrets(answersSeen, clavesUsadas);
});

describe('the users list', () => {
  let id_maquina: number;
  const creados: number[] = [];
  beforeAll(async () => {
    id_maquina = await nuevaMaquina('Lista de usuarios');
    for (let i = 0; i < 11; i++) creados.push((await crearUsuario({ id_maquina })).fila.id_usuario);
    await db.execute(
      sql`update usuarios set nombre = 'Peña', ap_paterno = 'Zapata' where id_usuario = ${creados[3] as number}`,
    );
  });
  const pedir = (cuerpo: Record<string, unknown>) =>
    t.post('/users', { id_usuario: id_maquina, ...cuerpo }, admin);

  it("pages one machine's users with the count of all of them", async () => {
    const uno = await pedir({ pagina: 1, por_pagina: 10 });
    const dos = await pedir({ pagina: 2, por_pagina: 10 });
    expect(uno.body.total).toBe(11);
    expect(ids(uno)).toHaveLength(10);
    expect(ids(dos)).toEqual([creados[0]]);
  });

  it.each(ORDEN_USUARIOS.flatMap((c) => [c, `-${c}`]))('sorts by %s on the server', async (orden) => {
    const campo = orden.replace(/^-/, '') as (typeof ORDEN_USUARIOS)[number];
    const res = await pedir({ orden, pagina: 1, por_pagina: 25 });
    expect(res.status).toBe(200);
    const valores = res.body.resultados.map((f: any) => f[campo]);
    const ordenados = [...valores].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(valores).toEqual(orden.startsWith('-') ? ordenados.reverse() : ordenados);
  });

  it('searches names, username, email and role without regard to case or accents', async () => {
    expect(ids(await pedir({ buscar: 'PENA' }))).toEqual([creados[3]]);
    expect(ids(await pedir({ buscar: 'zapáta' }))).toEqual([creados[3]]);
    expect(ids(await pedir({ buscar: 'no existe nadie así' }))).toEqual([]);
  });

  it('filters by creation day in the business time zone', async () => {
    const hoy = new Intl.DateTimeFormat('en-CA', { timeZone: t.config.businessTz }).format(new Date());
    expect(ids(await pedir({ desde: hoy, hasta: hoy }))).toHaveLength(11);
    expect(ids(await pedir({ hasta: '2000-01-01' }))).toEqual([]);
  });

  it('exports the filtered list without passwords', async () => {
    const enlace = await pedir({ buscar: 'pena', formato: 'csv' });
    const [{ url, nombre }] = enlace.body.resultados;
    expect(nombre).toBe('usuarios-lista-de-usuarios.csv');
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.body).toContain('Peña');
    // The table alone: the view's line ('Usuarios activos') is the .xlsx's.
    expect(res.body).not.toContain('Usuarios activos');
    expect(res.body).not.toContain(MASCARA_CLAVE);
    expect(res.body).not.toContain('argon2');
    expect(
      res.body
        .trim()
        .split('\r\n')
        .filter((l) => l.includes('Zapata')),
    ).toHaveLength(1);
  });
});
