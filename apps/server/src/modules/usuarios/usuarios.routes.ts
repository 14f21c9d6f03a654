// The users administration (ADMIN) and the signed-in user's own profile (spec §7, contract §2-§5).
import { MASCARA_CLAVE, RespuestaErrorSchema, respuesta, SinCuerpoSchema } from '@aguavend/contract/common';
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
  UsuariosRespuestaSchema,
} from '@aguavend/contract/usuarios';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { comoUsuario } from '../../lib/auditoria.ts';
import { erroresApi, invalido, noEncontrado, ok, okPaginado, sinDuplicado, unaFila } from '../../lib/http.ts';
import { hashClave, verificarClave } from '../../lib/passwords.ts';
import { firmarToken } from '../../lib/tokens.ts';
import { usuarioDe } from '../../plugins/auth.ts';
import { antesDeComparar } from '../sesion/limite-intentos.ts';
import { limpiarIntentos, registrarIntentoFallido } from '../sesion/sesion.repository.ts';
import {
  actualizarUsuario,
  buscarRol,
  cambiarHash,
  desvincularMaquina,
  filaUsuario,
  hashDe,
  insertarUsuario,
  listarPorMaquina,
  maquinaExiste,
  marcarEliminado,
  perfil,
  usuarioExiste,
  vincularMaquina,
} from './usuarios.repository.ts';

const m = mensajes.usuarios;
const TAG = ['usuarios'];
const errores = erroresApi;
const filas = respuesta(UsuarioFilaSchema);

const routes: FastifyPluginAsyncZod = async (app) => {
  const tz = app.config.businessTz;

  for (const [url, eliminados] of [
    ['/users', false],
    ['/users/eliminados', true],
  ] as const) {
    app.post(
      url,
      {
        config: { acceso: 'admin' },
        schema: {
          tags: TAG,
          summary: eliminados
            ? 'Usuarios eliminados de una máquina (id_usuario = id de la máquina)'
            : 'Usuarios activos de una máquina (id_usuario = id de la máquina)',
          body: UsuariosListaSchema,
          response: { 200: UsuariosRespuestaSchema, ...errores },
        },
      },
      async (request) => {
        const { id_usuario: id_maquina, pagina, por_pagina, fecha } = request.body;
        if (!(await maquinaExiste(app.db, id_maquina))) throw noEncontrado(m.maquinaNoExiste);
        const { filas, total } = await listarPorMaquina(
          app.db,
          { id_maquina, eliminados, pagina, por_pagina, fecha },
          tz,
        );
        return total === undefined ? ok(filas) : okPaginado(filas, total);
      },
    );
  }

  app.post(
    '/users/create',
    {
      config: { acceso: 'admin' },
      schema: {
        tags: TAG,
        summary: 'Registrar un usuario (y asignarlo a una máquina si se envía id_maquina)',
        body: UsuarioNuevoSchema,
        response: { 200: filas, ...errores },
      },
    },
    async (request) => {
      const { usuario, rol, id_maquina } = request.body;
      const clave_hash = await hashClave(usuario.clave);
      const fila = await sinDuplicado(
        comoUsuario(app.db, request, async (tx) => {
          if (!(await buscarRol(tx, rol.id_rol))) throw noEncontrado(m.rolNoExiste);
          if (id_maquina !== undefined && !(await maquinaExiste(tx, id_maquina)))
            throw noEncontrado(m.maquinaNoExiste);
          const id_usuario = await insertarUsuario(tx, {
            nombre: usuario.nombre,
            ap_paterno: usuario.ap_paterno,
            ap_materno: usuario.ap_materno,
            username: usuario.Username,
            email: usuario.email,
            id_rol: rol.id_rol,
            clave_hash,
          });
          const vinculo = id_maquina === undefined ? null : await vincularMaquina(tx, id_usuario, id_maquina);
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
      config: { acceso: 'admin' },
      schema: {
        tags: TAG,
        summary: 'Editar un usuario (clave vacía o la máscara conserva la actual)',
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
          const rol = await buscarRol(tx, b.id_rol);
          if (!(await usuarioExiste(tx, b.id_usuario))) throw noEncontrado(m.noExiste);
          if (!rol) throw noEncontrado(m.rolNoExiste);
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
      config: { acceso: 'admin' },
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
        if (!(await marcarEliminado(tx, id_usuario, true))) throw noEncontrado(m.noExiste);
        return filaUsuario(tx, id_usuario);
      });
      return unaFila(fila, m.eliminado);
    },
  );

  app.post(
    '/users/restaurar',
    {
      config: { acceso: 'admin' },
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
        if (!(await marcarEliminado(tx, id_usuario, false))) throw noEncontrado(m.noExiste);
        return filaUsuario(tx, id_usuario);
      });
      return unaFila(fila, m.restaurado);
    },
  );

  app.post(
    '/users/maquina/asignar',
    {
      config: { acceso: 'admin' },
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
          if (!(await usuarioExiste(tx, id_usuario))) throw noEncontrado(m.noExiste);
          if (!(await maquinaExiste(tx, id_maquina))) throw noEncontrado(m.maquinaNoExiste);
          return vincularMaquina(tx, id_usuario, id_maquina);
        }),
        m.yaAsignado,
      );
      return ok([vinculo], m.maquinaAsignada);
    },
  );

  app.post(
    '/users/maquina/quitar',
    {
      config: { acceso: 'admin' },
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
      if (!vinculo) throw noEncontrado(m.asignacionNoExiste);
      return ok([vinculo], m.maquinaQuitada);
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
      const datos = await perfil(app.db, usuarioDe(request).id_usuario);
      if (!datos) throw noEncontrado(m.noExiste);
      return ok([datos]);
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
      const actual = await hashDe(app.db, id_usuario);
      if (!actual) throw noEncontrado(m.noExiste);
      // Guessing the current password counts as failed logins, so a borrowed session cannot try forever.
      await antesDeComparar(app.db, actual.username, request.ip);
      if (!(await verificarClave(actual.clave_hash, clave_actual))) {
        await registrarIntentoFallido(app.db, actual.username, request.ip);
        throw invalido('clave_actual', m.claveActualIncorrecta);
      }
      const nuevoHash = await hashClave(clave_nueva);
      const version = await comoUsuario(app.db, request, async (tx) => {
        await limpiarIntentos(tx, actual.username, request.ip);
        return cambiarHash(tx, id_usuario, nuevoHash);
      });
      // Every other session of the user ended with the change; this one goes on with a new token.
      const { token } = await firmarToken(app.tokenSecret, id_usuario, version, app.config.tokenTtlSeconds);
      const datos = await perfil(app.db, id_usuario);
      return { ...ok(datos ? [datos] : [], m.claveCambiada), token };
    },
  );
};

export default routes;
