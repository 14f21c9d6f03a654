// POST /users/login (the original API's answer and notices, docs/decisions/004) and POST /users/salir (revokes the token).
import { RespuestaErrorSchema, respuesta } from '@aguavend/contract/common';
import { mensajes } from '@aguavend/contract/messages';
import { LoginRespuestaSchema, LoginSchema, type UsuarioSesion } from '@aguavend/contract/sesion';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, ok } from '../../lib/http.ts';
import { hashParaComparar, verificarClave } from '../../lib/passwords.ts';
import { firmarToken } from '../../lib/tokens.ts';
import { usuarioDe } from '../../plugins/auth.ts';
import { antesDeComparar } from './limite-intentos.ts';
import { buscarParaLogin, limpiarIntentos, revocarToken } from './sesion.repository.ts';

const falloLogin = (mensaje: string) => ({
  validUsuario: false,
  usuario: '',
  token: '',
  mensaje_user: mensaje,
  message: mensaje,
});

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/login',
    {
      config: { acceso: 'publico' },
      schema: {
        tags: ['sesión'],
        summary: 'Iniciar sesión',
        security: [],
        body: LoginSchema,
        response: {
          200: LoginRespuestaSchema,
          400: z.union([LoginRespuestaSchema, RespuestaErrorSchema]),
          429: z.union([LoginRespuestaSchema, RespuestaErrorSchema]),
        },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      try {
        await antesDeComparar(app.db, username, request.ip);
      } catch (err) {
        if (err instanceof HttpError) return reply.status(429).send(falloLogin(err.message));
        throw err;
      }
      const usuario = await buscarParaLogin(app.db, username);
      const claveOk = await verificarClave(usuario?.clave_hash ?? (await hashParaComparar()), password);
      // The attempt already counts (antesDeComparar): its row stays as the failure.
      if (!usuario || !claveOk || usuario.activo !== 1) {
        return reply.status(400).send(falloLogin(mensajes.login.credencialesIncorrectas));
      }
      await limpiarIntentos(app.db, username, request.ip);
      const { token } = await firmarToken(
        app.tokenSecret,
        usuario.id_usuario,
        usuario.version_sesion,
        app.config.tokenTtlSeconds,
      );
      const sesion: UsuarioSesion = {
        id_usuario: usuario.id_usuario,
        username: usuario.username,
        nombre: usuario.nombre,
        ap_paterno: usuario.ap_paterno,
        rol: usuario.rol,
        id_rol: usuario.id_rol,
      };
      return {
        validUsuario: true,
        usuario: JSON.stringify(sesion),
        token,
        mensaje_user: mensajes.login.exito,
      };
    },
  );

  app.post(
    '/users/salir',
    {
      config: { acceso: 'sesion' },
      schema: {
        tags: ['sesión'],
        summary: 'Cerrar sesión (revoca el token)',
        response: { 200: respuesta(z.never()) },
      },
    },
    async (request) => {
      const { jti, exp } = usuarioDe(request);
      await revocarToken(app.db, jti, exp);
      return ok([], mensajes.sesion.sesionCerrada);
    },
  );
};

export default routes;
