// Roles, modules, URLs and the two assignments, served by roles.routes.ts, modulos.routes.ts and urls.routes.ts
// over one repository: tested together, since deleting one side removes its links on the other.
import { mensajes } from '@aguavend/contract/messages';
import { ROL_ADMIN } from '@aguavend/contract/sesion';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN, answersSeen, expectNoSecrets, useTestApp } from '../../../test/helpers.ts';
import { moduloUrl, rolModulo } from '../../db/schema/index.ts';

const m = mensajes.rolmod;
const g = mensajes.general;
const t = await useTestApp();
const db = t.database.db;
const admin = await t.login();
const idRolAdmin = JSON.parse((await t.post('/users/login', ADMIN)).body.usuario).id_rol as number;

const crear = async (url: string, body: unknown) => {
  const res = await t.post(url, body, admin);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.resultados[0];
};
const nuevoRol = (rol: string) => crear('/rolmod/roles/new', { rol });
const nuevoModulo = (nombre: string, icono = 'bi-box') => crear('/rolmod/modulos/new', { nombre, icono });
const nuevaUrl = (ruta: string) => crear('/rolmod/urls/new', { ruta });

const CLAVE_OPERADOR = 'clave-operador-rolmod';
async function crearUsuarioConRol(id_rol: number, username: string) {
  const res = await t.post(
    '/users/create',
    {
      usuario: {
        nombre: 'N',
        Username: username,
        ap_paterno: 'P',
        email: `${username}@e.mx`,
        clave: CLAVE_OPERADOR,
      },
      rol: { id_rol },
    },
    admin,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.resultados[0];
}

describe('roles', () => {
  it('creates a role in upper case and lists roles newest first', async () => {
    const res = await t.post('/rolmod/roles/new', { rol: '  supervisor ' }, admin);
    expect(res.status).toBe(200);
    expect(res.body.mensaje_user).toBe(m.rolCreado);
    const rol = res.body.resultados[0];
    expect(rol).toEqual({
      id_rol: expect.any(Number),
      rol: 'SUPERVISOR',
      fecha_creacion: expect.any(String),
    });
    const otro = await nuevoRol('auditor');
    const lista = await t.post('/rolmod/roles', undefined, admin);
    expect(lista.status).toBe(200);
    const ids = lista.body.resultados.map((r: { id_rol: number }) => r.id_rol);
    expect(ids.slice(0, 2)).toEqual([otro.id_rol, rol.id_rol]);
    expect(ids).toContain(idRolAdmin);
  });

  it('answers 409 for a duplicate name, whatever its case, and 400 for an empty one', async () => {
    await nuevoRol('CAJERO');
    const dup = await t.post('/rolmod/roles/new', { rol: 'cajero' }, admin);
    expect(dup.status).toBe(409);
    expect(dup.body.mensaje_user).toBe(m.rolDuplicado);
    const vacio = await t.post('/rolmod/roles/new', { rol: '   ' }, admin);
    expect(vacio.status).toBe(400);
    expect(vacio.body.errores).toEqual([{ campo: 'rol', mensaje: m.rolRequerido }]);
    const largo = await t.post('/rolmod/roles/new', { rol: 'x'.repeat(61) }, admin);
    expect(largo.body.errores).toEqual([{ campo: 'rol', mensaje: g.textoLargo }]);
  });

  it('renames a role; 404, 409 and 400 as due', async () => {
    const rol = await nuevoRol('TEMPORAL');
    await nuevoRol('OCUPADO');
    const res = await t.post('/rolmod/roles/editar', { id_rol: rol.id_rol, rol: 'permanente' }, admin);
    expect(res.status).toBe(200);
    expect(res.body.mensaje_user).toBe(m.rolActualizado);
    expect(res.body.resultados).toEqual([{ ...rol, rol: 'PERMANENTE' }]);
    const dup = await t.post('/rolmod/roles/editar', { id_rol: rol.id_rol, rol: 'ocupado' }, admin);
    expect(dup.status).toBe(409);
    expect(dup.body.mensaje_user).toBe(m.rolDuplicado);
    const aAdmin = await t.post('/rolmod/roles/editar', { id_rol: rol.id_rol, rol: ROL_ADMIN }, admin);
    expect(aAdmin.status).toBe(409);
    const nadie = await t.post('/rolmod/roles/editar', { id_rol: 99999, rol: 'X' }, admin);
    expect(nadie.status).toBe(404);
    expect(nadie.body.mensaje_user).toBe(m.rolNoExiste);
    const bad = await t.post('/rolmod/roles/editar', { rol: '' }, admin);
    expect(bad.body.errores).toEqual([
      { campo: 'id_rol', mensaje: g.idInvalido },
      { campo: 'rol', mensaje: m.rolRequerido },
    ]);
  });

  it('the ADMIN role can be neither renamed nor deleted', async () => {
    const renombrar = await t.post('/rolmod/roles/editar', { id_rol: idRolAdmin, rol: 'JEFE' }, admin);
    expect(renombrar.status).toBe(409);
    expect(renombrar.body.mensaje_user).toBe(m.rolAdminProtegido);
    const mismo = await t.post('/rolmod/roles/editar', { id_rol: idRolAdmin, rol: 'admin' }, admin);
    expect(mismo.status).toBe(200);
    const borrar = await t.post('/rolmod/roles/eliminar', { id_rol: idRolAdmin }, admin);
    expect(borrar.status).toBe(409);
    expect(borrar.body.mensaje_user).toBe(m.rolAdminProtegido);
    expect((await t.post('/rolmod/roles', undefined, admin)).status).toBe(200);
  });

  it('deletes a role with its module links; 409 while users hold it, deleted users included', async () => {
    const rol = await nuevoRol('EFIMERO');
    const modulo = await nuevoModulo('Efímero');
    await t.post(
      '/rolmod/roles/modulos/new',
      { rol_modulo: [{ id_rol: rol.id_rol, id_modulo: modulo.id_modulo }] },
      admin,
    );
    const usuario = await crearUsuarioConRol(rol.id_rol, 'efimero1');
    const enUso = await t.post('/rolmod/roles/eliminar', { id_rol: rol.id_rol }, admin);
    expect(enUso.status).toBe(409);
    expect(enUso.body.mensaje_user).toBe(m.rolEnUso);
    await t.post('/users/eliminar', { id_usuario: usuario.id_usuario }, admin);
    expect((await t.post('/rolmod/roles/eliminar', { id_rol: rol.id_rol }, admin)).status).toBe(409);
    await t.post(
      '/users/editar',
      {
        id_usuario: usuario.id_usuario,
        id_rol: idRolAdmin,
        nombre: 'N',
        ap_paterno: 'P',
        username: 'efimero1',
        email: 'efimero1@e.mx',
      },
      admin,
    );

    const res = await t.post('/rolmod/roles/eliminar', { id_rol: rol.id_rol }, admin);
    expect(res.status).toBe(200);
    expect(res.body.mensaje_user).toBe(m.rolEliminado);
    expect(res.body.resultados).toEqual([rol]);
    const lista = await t.post('/rolmod/roles', undefined, admin);
    expect(lista.body.resultados.map((r: { id_rol: number }) => r.id_rol)).not.toContain(rol.id_rol);
    expect(await db.select().from(rolModulo).where(eq(rolModulo.id_rol, rol.id_rol))).toEqual([]);
    const otraVez = await t.post('/rolmod/roles/eliminar', { id_rol: rol.id_rol }, admin);
    expect(otraVez.status).toBe(404);
    expect(otraVez.body.mensaje_user).toBe(m.rolNoExiste);
  });
});

describe('modules', () => {
  it('POST /rolmod/modulos lists with no body, an empty body or {}; creates with {nombre, icono}', async () => {
    const a = await nuevoModulo('Ventas', 'bi-cash');
    const creado = await t.post('/rolmod/modulos', { nombre: 'Usuarios', icono: 'bi-people' }, admin);
    expect(creado.status).toBe(200);
    expect(creado.body.mensaje_user).toBe(m.moduloCreado);
    const b = creado.body.resultados[0];
    expect(b).toEqual({ id_modulo: expect.any(Number), nombre: 'Usuarios', icono: 'bi-people' });

    const sinCuerpo = await t.post('/rolmod/modulos', undefined, admin);
    expect(sinCuerpo.status).toBe(200);
    expect(sinCuerpo.body.resultados.slice(0, 2)).toEqual([b, a]);
    const vacio = await t.inject({
      method: 'POST',
      url: '/rolmod/modulos',
      payload: '',
      headers: { autorizado: admin, 'content-type': 'application/json' },
    });
    expect(vacio.body.resultados).toEqual(sinCuerpo.body.resultados);
    const llaves = await t.post('/rolmod/modulos', {}, admin);
    expect(llaves.body.resultados).toEqual(sinCuerpo.body.resultados);
  });

  it('POST /rolmod/modulos names each missing field when the body is a half-filled module', async () => {
    let res = await t.post('/rolmod/modulos', { nombre: 'Solo nombre' }, admin);
    expect(res.status).toBe(400);
    expect(res.body.errores).toEqual([{ campo: 'icono', mensaje: m.iconoRequerido }]);
    res = await t.post('/rolmod/modulos', { icono: 'bi-x' }, admin);
    expect(res.body.errores).toEqual([{ campo: 'nombre', mensaje: m.moduloRequerido }]);
    res = await t.post('/rolmod/modulos', { nombre: '', icono: 7 }, admin);
    expect(res.body.errores).toEqual([
      { campo: 'nombre', mensaje: m.moduloRequerido },
      { campo: 'icono', mensaje: m.iconoRequerido },
    ]);
    res = await t.post('/rolmod/modulos', [1], admin);
    expect(res.status).toBe(400);
    const lista = await t.post('/rolmod/modulos', undefined, admin);
    expect(lista.body.resultados.map((x: { nombre: string }) => x.nombre)).not.toContain('Solo nombre');
  });

  it('answers 409 for a duplicate module name on both create paths, and 400 for empty fields', async () => {
    await nuevoModulo('Repetido');
    for (const url of ['/rolmod/modulos', '/rolmod/modulos/new']) {
      const res = await t.post(url, { nombre: 'Repetido', icono: 'bi-x' }, admin);
      expect(res.status).toBe(409);
      expect(res.body.mensaje_user).toBe(m.moduloDuplicado);
    }
    const bad = await t.post('/rolmod/modulos/new', {}, admin);
    expect(bad.body.errores).toEqual([
      { campo: 'nombre', mensaje: m.moduloRequerido },
      { campo: 'icono', mensaje: m.iconoRequerido },
    ]);
  });

  it('edits a module, keeping its icon when none is sent; 404, 409, 400', async () => {
    const modulo = await nuevoModulo('Editable', 'bi-pencil');
    await nuevoModulo('Tomado');
    let res = await t.post(
      '/rolmod/modulos/editar',
      { id_modulo: modulo.id_modulo, modulo: 'Editado' },
      admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.mensaje_user).toBe(m.moduloActualizado);
    expect(res.body.resultados).toEqual([{ ...modulo, nombre: 'Editado' }]);
    res = await t.post(
      '/rolmod/modulos/editar',
      { id_modulo: modulo.id_modulo, modulo: 'Editado', icono: 'bi-gear' },
      admin,
    );
    expect(res.body.resultados).toEqual([{ ...modulo, nombre: 'Editado', icono: 'bi-gear' }]);
    res = await t.post('/rolmod/modulos/editar', { id_modulo: modulo.id_modulo, modulo: 'Tomado' }, admin);
    expect(res.status).toBe(409);
    expect(res.body.mensaje_user).toBe(m.moduloDuplicado);
    res = await t.post('/rolmod/modulos/editar', { id_modulo: 99999, modulo: 'X' }, admin);
    expect(res.status).toBe(404);
    expect(res.body.mensaje_user).toBe(m.moduloNoExiste);
    res = await t.post(
      '/rolmod/modulos/editar',
      { id_modulo: modulo.id_modulo, modulo: '', icono: '' },
      admin,
    );
    expect(res.body.errores).toEqual([
      { campo: 'modulo', mensaje: m.moduloRequerido },
      { campo: 'icono', mensaje: m.iconoRequerido },
    ]);
  });

  it('deletes a module with its links to roles and URLs; 404 afterwards', async () => {
    const modulo = await nuevoModulo('Borrable');
    const rol = await nuevoRol('CON BORRABLE');
    const url = await nuevaUrl('/dashboard/borrable');
    await t.post(
      '/rolmod/roles/modulos/new',
      { rol_modulo: [{ id_rol: rol.id_rol, id_modulo: modulo.id_modulo }] },
      admin,
    );
    await t.post(
      '/rolmod/modulos/urls/new',
      { modulo_url: [{ id_modulo: modulo.id_modulo, id_url: url.id_url }] },
      admin,
    );
    const res = await t.post('/rolmod/modulos/eliminar', { id_modulo: modulo.id_modulo }, admin);
    expect(res.status).toBe(200);
    expect(res.body.mensaje_user).toBe(m.moduloEliminado);
    expect(res.body.resultados).toEqual([modulo]);
    expect((await t.post('/rolmod/roles/modulos', { id_rol: rol.id_rol }, admin)).body.resultados).toEqual(
      [],
    );
    expect(await db.select().from(moduloUrl).where(eq(moduloUrl.id_url, url.id_url))).toEqual([]);
    const otraVez = await t.post('/rolmod/modulos/eliminar', { id_modulo: modulo.id_modulo }, admin);
    expect(otraVez.status).toBe(404);
    expect(otraVez.body.mensaje_user).toBe(m.moduloNoExiste);
    const bad = await t.post('/rolmod/modulos/eliminar', {}, admin);
    expect(bad.body.errores).toEqual([{ campo: 'id_modulo', mensaje: g.idInvalido }]);
  });
});

describe('URLs', () => {
  it('creates, lists newest first, edits and deletes URLs', async () => {
    const a = await nuevaUrl('/dashboard/a');
    const res = await t.post('/rolmod/urls/new', { ruta: ' /dashboard/b ' }, admin);
    expect(res.status).toBe(200);
    expect(res.body.mensaje_user).toBe(m.urlCreada);
    const b = res.body.resultados[0];
    expect(b).toEqual({ id_url: expect.any(Number), ruta: '/dashboard/b' });
    const lista = await t.post('/rolmod/urls', undefined, admin);
    expect(lista.body.resultados.slice(0, 2)).toEqual([b, a]);

    const editada = await t.post('/rolmod/urls/editar', { id_url: a.id_url, url: '/dashboard/a2' }, admin);
    expect(editada.body.mensaje_user).toBe(m.urlActualizada);
    expect(editada.body.resultados).toEqual([{ id_url: a.id_url, ruta: '/dashboard/a2' }]);

    const borrada = await t.post('/rolmod/urls/eliminar', { id_url: a.id_url }, admin);
    expect(borrada.body.mensaje_user).toBe(m.urlEliminada);
    expect(borrada.body.resultados).toEqual([{ id_url: a.id_url, ruta: '/dashboard/a2' }]);
    expect((await t.post('/rolmod/urls', undefined, admin)).body.resultados).not.toContainEqual(
      borrada.body.resultados[0],
    );
  });

  it('answers 409 for a duplicate URL, 404 for an unknown id, and 400 for empty fields', async () => {
    const a = await nuevaUrl('/dashboard/unica');
    const b = await nuevaUrl('/dashboard/otra');
    let res = await t.post('/rolmod/urls/new', { ruta: '/dashboard/unica' }, admin);
    expect(res.status).toBe(409);
    expect(res.body.mensaje_user).toBe(m.urlDuplicada);
    res = await t.post('/rolmod/urls/editar', { id_url: b.id_url, url: a.ruta }, admin);
    expect(res.status).toBe(409);
    expect(res.body.mensaje_user).toBe(m.urlDuplicada);
    for (const [url, body] of [
      ['/rolmod/urls/editar', { id_url: 99999, url: '/x' }],
      ['/rolmod/urls/eliminar', { id_url: 99999 }],
    ] as const) {
      res = await t.post(url, body, admin);
      expect(res.status).toBe(404);
      expect(res.body.mensaje_user).toBe(m.urlNoExiste);
    }
    res = await t.post('/rolmod/urls/new', { ruta: '' }, admin);
    expect(res.body.errores).toEqual([{ campo: 'ruta', mensaje: m.rutaRequerida }]);
    res = await t.post('/rolmod/urls/editar', { id_url: 0, ruta: '/x' }, admin);
    expect(res.body.errores).toEqual([
      { campo: 'id_url', mensaje: g.idInvalido },
      { campo: 'url', mensaje: m.rutaRequerida },
    ]);
    res = await t.post('/rolmod/urls/new', { ruta: `/${'x'.repeat(255)}` }, admin);
    expect(res.body.errores).toEqual([{ campo: 'ruta', mensaje: g.textoLargo }]);
  });
});

describe('assignments', () => {
  it("replaces a role's whole set of modules and lists it", async () => {
    const rol = await nuevoRol('ASIGNABLE');
    const [x, y, z] = [await nuevoModulo('M-x'), await nuevoModulo('M-y'), await nuevoModulo('M-z')];
    const link = (id_modulo: number) => ({ id_modulo, id_rol: rol.id_rol });
    let res = await t.post(
      '/rolmod/roles/modulos/new',
      { rol_modulo: [link(x.id_modulo), link(y.id_modulo)] },
      admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.mensaje_user).toBe('Módulos asignados correctamente');
    expect(res.body.resultados).toEqual([link(x.id_modulo), link(y.id_modulo)]);

    res = await t.post(
      '/rolmod/roles/modulos/new',
      { rol_modulo: [link(z.id_modulo), link(y.id_modulo), link(z.id_modulo)], id_rol: rol.id_rol },
      admin,
    );
    expect(res.body.resultados).toEqual([link(y.id_modulo), link(z.id_modulo)]);
    const lista = await t.post('/rolmod/roles/modulos', { id_rol: rol.id_rol }, admin);
    expect(lista.body.resultados).toEqual([link(y.id_modulo), link(z.id_modulo)]);

    res = await t.post('/rolmod/roles/modulos/new', { rol_modulo: [], id_rol: rol.id_rol }, admin);
    expect(res.body.resultados).toEqual([]);
    expect((await t.post('/rolmod/roles/modulos', { id_rol: rol.id_rol }, admin)).body.resultados).toEqual(
      [],
    );
  });

  it('module assignment answers 404 for an unknown role or module and keeps the old set', async () => {
    const rol = await nuevoRol('CONSERVA');
    const x = await nuevoModulo('Conserva-x');
    await t.post(
      '/rolmod/roles/modulos/new',
      { rol_modulo: [{ id_rol: rol.id_rol, id_modulo: x.id_modulo }] },
      admin,
    );
    let res = await t.post(
      '/rolmod/roles/modulos/new',
      { rol_modulo: [{ id_rol: 99999, id_modulo: x.id_modulo }] },
      admin,
    );
    expect(res.status).toBe(404);
    expect(res.body.mensaje_user).toBe(m.rolNoExiste);
    res = await t.post(
      '/rolmod/roles/modulos/new',
      { rol_modulo: [{ id_rol: rol.id_rol, id_modulo: 99999 }] },
      admin,
    );
    expect(res.status).toBe(404);
    expect(res.body.mensaje_user).toBe(m.moduloNoExiste);
    const lista = await t.post('/rolmod/roles/modulos', { id_rol: rol.id_rol }, admin);
    expect(lista.body.resultados).toEqual([{ id_rol: rol.id_rol, id_modulo: x.id_modulo }]);
    res = await t.post('/rolmod/roles/modulos', { id_rol: 99999 }, admin);
    expect(res.status).toBe(404);
    expect(res.body.mensaje_user).toBe(m.rolNoExiste);
  });

  it('module assignment answers 400 with no role, mixed roles or bad ids', async () => {
    let res = await t.post('/rolmod/roles/modulos/new', { rol_modulo: [] }, admin);
    expect(res.status).toBe(400);
    expect(res.body.errores).toEqual([{ campo: 'id_rol', mensaje: m.debeSeleccionarRol }]);
    res = await t.post(
      '/rolmod/roles/modulos/new',
      {
        rol_modulo: [
          { id_rol: 1, id_modulo: 1 },
          { id_rol: 2, id_modulo: 1 },
        ],
      },
      admin,
    );
    expect(res.body.errores).toEqual([{ campo: 'rol_modulo', mensaje: m.unSoloRol }]);
    res = await t.post(
      '/rolmod/roles/modulos/new',
      { rol_modulo: [{ id_rol: 1, id_modulo: 1 }], id_rol: 2 },
      admin,
    );
    expect(res.body.errores).toEqual([{ campo: 'rol_modulo', mensaje: m.unSoloRol }]);
    res = await t.post('/rolmod/roles/modulos/new', { rol_modulo: [{ id_rol: 1, id_modulo: 'a' }] }, admin);
    expect(res.body.errores).toEqual([{ campo: 'rol_modulo.0.id_modulo', mensaje: g.idInvalido }]);
    res = await t.post('/rolmod/roles/modulos', {}, admin);
    expect(res.body.errores).toEqual([{ campo: 'id_rol', mensaje: g.idInvalido }]);
  });

  it("replaces a module's whole set of URLs and lists it", async () => {
    const modulo = await nuevoModulo('Con URLs');
    const [u1, u2] = [await nuevaUrl('/dashboard/u1'), await nuevaUrl('/dashboard/u2')];
    const link = (id_url: number) => ({ id_modulo: modulo.id_modulo, id_url });
    let res = await t.post(
      '/rolmod/modulos/urls/new',
      { modulo_url: [link(u2.id_url), link(u1.id_url)] },
      admin,
    );
    expect(res.status).toBe(200);
    expect(res.body.mensaje_user).toBe(m.urlsAsignadas);
    expect(res.body.resultados).toEqual([link(u1.id_url), link(u2.id_url)]);
    res = await t.post('/rolmod/modulos/urls/new', { modulo_url: [link(u2.id_url)] }, admin);
    expect(res.body.resultados).toEqual([link(u2.id_url)]);
    const lista = await t.post('/rolmod/modulos/urls', { id_modulo: modulo.id_modulo }, admin);
    expect(lista.body.resultados).toEqual([link(u2.id_url)]);
    res = await t.post('/rolmod/modulos/urls/new', { modulo_url: [], id_modulo: modulo.id_modulo }, admin);
    expect(res.body.resultados).toEqual([]);
  });

  it('URL assignment answers 404 and 400 as due', async () => {
    const modulo = await nuevoModulo('URLs 404');
    const u = await nuevaUrl('/dashboard/u404');
    let res = await t.post(
      '/rolmod/modulos/urls/new',
      { modulo_url: [{ id_modulo: 99999, id_url: u.id_url }] },
      admin,
    );
    expect(res.status).toBe(404);
    expect(res.body.mensaje_user).toBe(m.moduloNoExiste);
    // One unknown URL among known ones is enough to refuse the whole set.
    for (const ids of [[99999], [u.id_url, 99999]]) {
      res = await t.post(
        '/rolmod/modulos/urls/new',
        { modulo_url: ids.map((id_url) => ({ id_modulo: modulo.id_modulo, id_url })) },
        admin,
      );
      expect(res.status).toBe(404);
      expect(res.body.mensaje_user).toBe(m.urlNoExiste);
    }
    expect(
      (await t.post('/rolmod/modulos/urls', { id_modulo: modulo.id_modulo }, admin)).body.resultados,
    ).toEqual([]);
    res = await t.post('/rolmod/modulos/urls', { id_modulo: 99999 }, admin);
    expect(res.status).toBe(404);
    res = await t.post('/rolmod/modulos/urls/new', { modulo_url: [] }, admin);
    expect(res.body.errores).toEqual([{ campo: 'id_modulo', mensaje: m.debeSeleccionarModulo }]);
    res = await t.post(
      '/rolmod/modulos/urls/new',
      {
        modulo_url: [
          { id_modulo: 1, id_url: 1 },
          { id_modulo: 2, id_url: 1 },
        ],
      },
      admin,
    );
    expect(res.body.errores).toEqual([{ campo: 'modulo_url', mensaje: m.unSoloModulo }]);
    res = await t.post('/rolmod/modulos/urls', { id_modulo: 'x' }, admin);
    expect(res.body.errores).toEqual([{ campo: 'id_modulo', mensaje: g.idInvalido }]);
  });
});

describe('access', () => {
  const rutas: [string, unknown][] = [
    ['/rolmod/roles', undefined],
    ['/rolmod/roles/new', { rol: 'INTRUSO' }],
    ['/rolmod/roles/editar', { id_rol: 1, rol: 'INTRUSO' }],
    ['/rolmod/roles/eliminar', { id_rol: 1 }],
    ['/rolmod/modulos', undefined],
    ['/rolmod/modulos', { nombre: 'Intruso', icono: 'bi-x' }],
    ['/rolmod/modulos/new', { nombre: 'Intruso', icono: 'bi-x' }],
    ['/rolmod/modulos/editar', { id_modulo: 1, modulo: 'Intruso' }],
    ['/rolmod/modulos/eliminar', { id_modulo: 1 }],
    ['/rolmod/urls', undefined],
    ['/rolmod/urls/new', { ruta: '/intruso' }],
    ['/rolmod/urls/editar', { id_url: 1, url: '/intruso' }],
    ['/rolmod/urls/eliminar', { id_url: 1 }],
    ['/rolmod/roles/modulos', { id_rol: 1 }],
    ['/rolmod/roles/modulos/new', { rol_modulo: [], id_rol: 1 }],
    ['/rolmod/modulos/urls', { id_modulo: 1 }],
    ['/rolmod/modulos/urls/new', { modulo_url: [], id_modulo: 1 }],
  ];

  it('every call answers 401 without a token', async () => {
    for (const [url, body] of rutas) {
      const res = await t.post(url, body);
      expect(res.status, url).toBe(401);
      expect(res.body.mensaje_user).toBe(mensajes.sesion.tokenInvalido);
    }
  });

  it('every call answers 403 to a signed-in user without ADMIN, and changes nothing', async () => {
    const rol = await nuevoRol('SIN ADMIN');
    await crearUsuarioConRol(rol.id_rol, 'sinadmin1');
    const token = await t.login('sinadmin1', CLAVE_OPERADOR);
    for (const [url, body] of rutas) {
      const res = await t.post(url, body, token);
      expect(res.status, url).toBe(403);
      expect(res.body.mensaje_user).toBe(mensajes.sesion.sinPermiso);
    }
    const roles = await t.post('/rolmod/roles', undefined, admin);
    expect(roles.body.resultados.map((r: { rol: string }) => r.rol)).not.toContain('INTRUSO');
    expect(roles.body.resultados.map((r: { rol: string }) => r.rol)).toContain(ROL_ADMIN);
  });
});

it('no answer of this file carried a password or a hash', () => {
  expect(answersSeen.length).toBeGreaterThan(50);
  expectNoSecrets(answersSeen, [ADMIN.password, CLAVE_OPERADOR]);
});
