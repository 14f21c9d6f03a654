// Depósitos (issue 17): the bank deposits that carry the cash of cortes, and the cash each collector still holds.
// A collector records and sees their own; an ADMIN, anyone's.
import { respuesta, respuestaLista, SinCuerpoSchema } from '@aguavend/contract/common';
import {
  DepositoFilaSchema,
  DepositoNuevoSchema,
  DepositosListaSchema,
  EfectivoEnManoFilaSchema,
  IdDepositoSchema,
} from '@aguavend/contract/cortes';
import { mensajes } from '@aguavend/contract/messages';
import { ROL_ADMIN } from '@aguavend/contract/sesion';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { comoUsuario } from '../../db/auditoria.ts';
import { encontrado, erroresApi, HttpError, invalido, ok, unaFila } from '../../lib/http.ts';
import { maquinasVisibles, usuarioDe } from '../../plugins/auth.ts';
import { responderLista } from '../listas/exportes.ts';
import {
  bloquear,
  buscar,
  crear,
  efectivoEnMano,
  eliminar,
  listar,
  vincular,
} from './depositos.repository.ts';

const m = mensajes.cortes;
const TAG = ['depósitos'];
const pantalla = { acceso: ['depositos'] as const };
const filas = respuesta(DepositoFilaSchema);

/** `undefined` for an ADMIN (every collector), else the caller's own id. */
const propiosDe = (request: FastifyRequest) => {
  const u = usuarioDe(request);
  return u.rol === ROL_ADMIN ? undefined : u.id_usuario;
};

const routes: FastifyPluginAsyncZod = async (app) => {
  const tz = app.config.businessTz;

  app.post(
    '/deposito/new',
    {
      config: pantalla,
      schema: {
        tags: TAG,
        summary:
          'Registrar un depósito bancario con los cortes que cubre (del colector, activos y sin otro depósito)',
        body: DepositoNuevoSchema,
        response: { 200: filas, ...erroresApi },
      },
    },
    async (request) => {
      const { cortes, id_colector: elegido, ...datos } = request.body;
      const yo = usuarioDe(request).id_usuario;
      const id_colector = elegido ?? yo;
      if (id_colector !== yo && propiosDe(request) !== undefined) {
        throw new HttpError(403, m.soloAdminOtroColector);
      }
      const id_deposito = await comoUsuario(app.db, request, async (tx) => {
        const id = await crear(tx, { ...datos, id_colector, id_usuario: yo });
        const ids = [...new Set(cortes)];
        // All or none: a corte that cannot go in undoes the whole deposit.
        if ((await vincular(tx, id, ids, id_colector, maquinasVisibles(request))) !== ids.length) {
          throw invalido('cortes', m.corteNoDepositable);
        }
        return id;
      });
      return unaFila(await buscar(app.db, id_deposito), m.depositoRegistrado);
    },
  );

  app.post(
    '/depositos',
    {
      config: pantalla,
      schema: {
        tags: TAG,
        summary:
          'Depósitos, el más reciente primero, con sus cortes y su efectivo contado (un colector ve los suyos)',
        body: DepositosListaSchema,
        response: { 200: respuestaLista(DepositoFilaSchema), ...erroresApi },
      },
    },
    async (request) =>
      responderLista(app.db, request, 'depositos', { ...request.body, propios: propiosDe(request) }, (p) =>
        listar(app.db, p, tz),
      ),
  );

  app.post(
    '/deposito/eliminar',
    {
      config: pantalla,
      schema: {
        tags: TAG,
        summary: 'Eliminar un depósito: sus cortes vuelven al efectivo en mano',
        body: IdDepositoSchema,
        response: { 200: filas, ...erroresApi },
      },
    },
    async (request) => {
      const { id_deposito } = request.body;
      const propios = propiosDe(request);
      await comoUsuario(app.db, request, async (tx) => {
        const d = encontrado(await bloquear(tx, id_deposito), m.depositoNoExiste);
        // Another collector's deposit, or one already deleted, is one that does not exist for the caller.
        if (d.fecha_eliminacion !== null || (propios !== undefined && d.id_colector !== propios)) {
          throw new HttpError(404, m.depositoNoExiste);
        }
        await eliminar(tx, id_deposito);
      });
      return unaFila(await buscar(app.db, id_deposito), m.depositoEliminado);
    },
  );

  app.post(
    '/depositos/efectivo',
    {
      config: pantalla,
      schema: {
        tags: TAG,
        summary:
          'Efectivo en mano por colector: cortes sin depositar y su efectivo, efectivo de todos sus cortes y lo depositado (un colector ve el suyo)',
        body: SinCuerpoSchema,
        response: { 200: respuesta(EfectivoEnManoFilaSchema), ...erroresApi },
      },
    },
    async (request) => ok(await efectivoEnMano(app.db, propiosDe(request))),
  );
};

export default routes;
