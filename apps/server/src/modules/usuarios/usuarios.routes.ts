// The users administration (ADMIN), with the machines each user works on, and the signed-in user's own profile.
import {
  MASCARA_CLAVE,
  RespuestaErrorSchema,
  respuesta,
  respuestaLista,
  SinCuerpoSchema,
} from '@aguavend/contract/common';
import { AsignarTiendaSchema } from '@aguavend/contract/estados-cuenta';
import { mensajes } from '@aguavend/contract/messages';
import { ROL_ADMIN } from '@aguavend/contract/sesion';
import {
  AsignarMaquinaSchema,
  CambiarClaveSchema,
  IdUsuarioSchema,
  PerfilSchema,
  QuitarMaquinaSchema,
  UsuarioEditarSchema,
  UsuarioFilaSchema,
  UsuarioMaquinaSchema,
  UsuarioNuevoSchema,
  UsuariosListaSchema,
} from '@aguavend/contract/usuarios';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { comoUsuario } from '../../db/auditoria.ts';
import { encontrado, erroresApi, invalido, noEncontrado, ok, sinDuplicado, unaFila } from '../../lib/http.ts';
import { hashClave, verificarClave } from '../../lib/passwords.ts';
import { firmarToken } from '../../lib/tokens.ts';
import { usuarioDe } from '../../plugins/auth.ts';
import { buscarMaquina, existenMaquinas } from '../catalogos/catalogos.repository.ts';
import { responderLista } from '../listas/exportes.ts';
import { antesDeComparar } from '../sesion/limite-intentos.ts';
import { limpiarIntentos } from '../sesion/sesion.repository.ts';
import { buscarTienda } from '../tiendas/tiendas.repository.ts';
import {
  actualizarUsuario,
  buscarRol,
  buscarUsuario,
  buscarVinculo,
  cambiarHash,
  desvincularMaquina,
  fijarMaquinas,
  fijarTienda,
  filaUsuario,
  hashDe,
  insertarUsuario,
  listar,
  marcarEliminado,
  perfil,
  vincularMaquina,
} from './usuarios.repository.ts';

const m = mensajes.usuarios;
const TAG = ['usuarios'];
const errores = erroresApi;
const filas = respuesta(UsuarioFilaSchema);
const lista = respuestaLista(UsuarioFilaSchema);

const routes: FastifyPluginAsyncZod = async (app) => {
  const tz = app.config.businessTz;

  for (const [url, eliminados] of [
    ['/users', false],
    ['/users/eliminados', true],
  ] as const) {
    app.post(
      url,
      {
        config: { acceso: ['usuarios'] },
        schema: {
          tags: TAG,
          summary: eliminados
            ? 'Usuarios eliminados de una máquina (id_usuario = id de la máquina; sin él, todos)'
            : 'Usuarios activos de una máquina (id_usuario = id de la máquina; sin él, todos)',
          body: UsuariosListaSchema,
          response: { 200: lista, ...errores },
        },
      },
      async (request) => {
        const { id_usuario: id_maquina, ...p } = request.body;
        if (id_maquina !== undefined) encontrado(await buscarMaquina(app.db, id_maquina), m.maquinaNoExiste);
        return responderLista(app.db, request, 'usuarios', { ...p, id_maquina, eliminados }, (q) =>
          listar(app.db, q, tz),
        );
      },
    );
  }

  app.post(
    '/users/create',
    {
      config: { acceso: ['usuarios'] },
      schema: {
        tags: TAG,
        summary:
          'Registrar un usuario con sus máquinas (maquinas: lista de ids; id_maquina también se asigna)',
        body: UsuarioNuevoSchema,
        response: { 200: filas, ...errores },
      },
    },
    async (request) => {
      const { usuario, rol, id_maquina, maquinas = [] } = request.body;
      const todas = id_maquina === undefined ? maquinas : [...new Set([...maquinas, id_maquina])];
      const clave_hash = await hashClave(usuario.clave);
      const fila = await sinDuplicado(
        comoUsuario(app.db, request, async (tx) => {
          encontrado(await buscarRol(tx, rol.id_rol), m.rolNoExiste);
          if (!(await existenMaquinas(tx, todas))) throw noEncontrado(m.maquinaNoExiste);
          const id_usuario = await insertarUsuario(tx, {
            nombre: usuario.nombre,
            ap_paterno: usuario.ap_paterno,
            ap_materno: usuario.ap_materno,
            username: usuario.Username,
            email: usuario.email,
            id_rol: rol.id_rol,
            clave_hash,
          });
          await fijarMaquinas(tx, id_usuario, todas);
          // The link to `id_maquina`, as the answer gave it before `maquinas` existed.
          const vinculo =
            id_maquina === undefined ? undefined : await buscarVinculo(tx, id_usuario, id_maquina);
          return filaUsuario(tx, id_usuario, vinculo?.id_usuario_maquina ?? null);
        }),
        m.usernameDuplicado,
      );
      return unaFila(fila, m.registrado);
    },
  );

  app.post(
    '/users/editar',
    {
      config: { acceso: ['usuarios'] },
      schema: {
        tags: TAG,
        summary:
          'Editar un usuario (clave vacía o la máscara conserva la actual; maquinas reemplaza sus máquinas, sin ella se conservan)',
        body: UsuarioEditarSchema,
        response: { 200: filas, ...errores },
      },
    },
    async (request) => {
      const b = request.body;
      const yo = usuarioDe(request);
      const clave_hash = b.clave && b.clave !== MASCARA_CLAVE ? await hashClave(b.clave) : undefined;
      const fila = await sinDuplicado(
        comoUsuario(app.db, request, async (tx) => {
          encontrado(await buscarUsuario(tx, b.id_usuario), m.noExiste);
          const rol = encontrado(await buscarRol(tx, b.id_rol), m.rolNoExiste);
          if (b.maquinas && !(await existenMaquinas(tx, b.maquinas))) throw noEncontrado(m.maquinaNoExiste);
          // An administrator cannot lock themself out; another administrator can still do it.
          if (b.id_usuario === yo.id_usuario) {
            if (b.activo === 0) throw invalido('activo', m.noAutoDesactivar);
            if (rol.rol !== ROL_ADMIN) throw invalido('id_rol', m.noAutoQuitarAdmin);
          }
          await actualizarUsuario(tx, b.id_usuario, {
            nombre: b.nombre,
            ap_paterno: b.ap_paterno,
            ap_materno: b.ap_materno,
            username: b.username,
            email: b.email,
            id_rol: b.id_rol,
            activo: b.activo,
            clave_hash,
          });
          if (b.maquinas) await fijarMaquinas(tx, b.id_usuario, b.maquinas);
          return filaUsuario(tx, b.id_usuario);
        }),
        m.usernameDuplicado,
      );
      return unaFila(fila, m.actualizado);
    },
  );

  app.post(
    '/users/eliminar',
    {
      config: { acceso: ['usuarios'] },
      schema: {
        tags: TAG,
        summary: 'Eliminar un usuario (borrado lógico; pierde el acceso al instante)',
        body: IdUsuarioSchema,
        response: { 200: filas, ...errores },
      },
    },
    async (request) => {
      const { id_usuario } = request.body;
      if (id_usuario === usuarioDe(request).id_usuario) throw invalido('id_usuario', m.noAutoEliminar);
      const fila = await comoUsuario(app.db, request, async (tx) => {
        encontrado(await marcarEliminado(tx, id_usuario, true), m.noExiste);
        return filaUsuario(tx, id_usuario);
      });
      return unaFila(fila, m.eliminado);
    },
  );

  app.post(
    '/users/restaurar',
    {
      config: { acceso: ['usuarios'] },
      schema: {
        tags: TAG,
        summary: 'Restaurar un usuario eliminado',
        body: IdUsuarioSchema,
        response: { 200: filas, ...errores },
      },
    },
    async (request) => {
      const { id_usuario } = request.body;
      const fila = await comoUsuario(app.db, request, async (tx) => {
        encontrado(await marcarEliminado(tx, id_usuario, false), m.noExiste);
        return filaUsuario(tx, id_usuario);
      });
      return unaFila(fila, m.restaurado);
    },
  );

  app.post(
    '/users/maquina/asignar',
    {
      config: { acceso: ['usuarios'] },
      schema: {
        tags: TAG,
        summary: 'Asignar un usuario a una máquina',
        body: AsignarMaquinaSchema,
        response: { 200: respuesta(UsuarioMaquinaSchema), ...errores },
      },
    },
    async (request) => {
      const { id_usuario, id_maquina } = request.body;
      const vinculo = await sinDuplicado(
        comoUsuario(app.db, request, async (tx) => {
          encontrado(await buscarUsuario(tx, id_usuario), m.noExiste);
          encontrado(await buscarMaquina(tx, id_maquina), m.maquinaNoExiste);
          return vincularMaquina(tx, id_usuario, id_maquina);
        }),
        m.yaAsignado,
      );
      return ok([vinculo], m.maquinaAsignada);
    },
  );

  app.post(
    '/users/tienda/asignar',
    {
      config: { acceso: ['usuarios'] },
      schema: {
        tags: TAG,
        summary:
          'Vincular un usuario a una tienda como su usuario propio (ve solo esa tienda, en Mi tienda); con id_tienda null, desvincularlo',
        body: AsignarTiendaSchema,
        response: { 200: filas, ...errores },
      },
    },
    async (request) => {
      const { id_usuario, id_tienda } = request.body;
      const fila = await comoUsuario(app.db, request, async (tx) => {
        encontrado(await buscarUsuario(tx, id_usuario), m.noExiste);
        // Only an active store may get a user; ADMIN sees every store, so the scope is undefined.
        if (id_tienda !== null) {
          encontrado(
            await buscarTienda(tx, id_tienda, undefined, { activa: true }),
            mensajes.catalogos.tiendaNoExiste,
          );
        }
        await fijarTienda(tx, id_usuario, id_tienda);
        return filaUsuario(tx, id_usuario);
      });
      const e = mensajes.estadosCuenta;
      return unaFila(fila, id_tienda === null ? e.usuarioTiendaQuitado : e.usuarioTiendaAsignado, m.noExiste);
    },
  );

  app.post(
    '/users/maquina/quitar',
    {
      config: { acceso: ['usuarios'] },
      schema: {
        tags: TAG,
        summary: 'Quitar a un usuario de una máquina',
        body: QuitarMaquinaSchema,
        response: { 200: respuesta(UsuarioMaquinaSchema), ...errores },
      },
    },
    async (request) => {
      const vinculo = await comoUsuario(app.db, request, (tx) =>
        desvincularMaquina(tx, request.body.id_usuario_maquina),
      );
      return unaFila(vinculo, m.maquinaQuitada, m.asignacionNoExiste);
    },
  );

  app.post(
    '/users/perfil',
    {
      config: { acceso: 'sesion' },
      schema: {
        tags: TAG,
        summary: 'Mis datos y mis máquinas',
        body: SinCuerpoSchema,
        response: { 200: respuesta(PerfilSchema), 401: RespuestaErrorSchema },
      },
    },
    async (request) => {
      return unaFila(await perfil(app.db, usuarioDe(request)), undefined, m.noExiste);
    },
  );

  app.post(
    '/users/perfil/clave',
    {
      config: { acceso: 'sesion' },
      schema: {
        tags: TAG,
        summary: 'Cambiar mi contraseña',
        body: CambiarClaveSchema,
        response: {
          200: respuesta(PerfilSchema).extend({ token: z.string() }),
          400: RespuestaErrorSchema,
          401: RespuestaErrorSchema,
          429: RespuestaErrorSchema,
        },
      },
    },
    async (request) => {
      const { clave_actual, clave_nueva } = request.body;
      const { id_usuario } = usuarioDe(request);
      const actual = encontrado(await hashDe(app.db, id_usuario), m.noExiste);
      // Guessing the current password counts as failed logins, so a borrowed session cannot try forever.
      await antesDeComparar(app.db, actual.username, request.ip);
      if (!(await verificarClave(actual.clave_hash, clave_actual))) {
        throw invalido('clave_actual', m.claveActualIncorrecta);
      }
      const nuevoHash = await hashClave(clave_nueva);
      const version = await comoUsuario(app.db, request, async (tx) => {
        await limpiarIntentos(tx, actual.username, request.ip);
        return cambiarHash(tx, id_usuario, nuevoHash);
      });
      // Every other session of the user ended with the change; this one goes on with a new token.
      const { token } = await firmarToken(app.tokenSecret, id_usuario, version, app.config.tokenTtlSeconds);
      const datos = await perfil(app.db, usuarioDe(request));
      return { ...ok(datos ? [datos] : [], m.claveCambiada), token };
    },
  );
};

export default routes;
