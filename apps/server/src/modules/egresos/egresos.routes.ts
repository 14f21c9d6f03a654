// A machine's expenses: lists, create, edit, delete and restore, for ADMIN. Only EGRESO categories apply.
import { respuesta, respuestaLista } from '@aguavend/contract/common';
import {
  EgresoEditarSchema,
  EgresoFilaSchema,
  EgresoNuevoSchema,
  EgresosListaSchema,
  IdEgresoSchema,
} from '@aguavend/contract/egresos';
import { mensajes } from '@aguavend/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { comoUsuario } from '../../db/auditoria.ts';
import type { DbOrTx } from '../../db/client.ts';
import { encontrado, erroresApi, invalido, noEncontrado, unaFila } from '../../lib/http.ts';
import { exigirMaquina, maquinasVisibles, usuarioDe } from '../../plugins/auth.ts';
import { buscarCategoria, buscarMaquina } from '../catalogos/catalogos.repository.ts';
import { responderLista } from '../listas/exportes.ts';
import { buscar, editar, listar, marcarEliminado, type Registro, registrar } from './egresos.repository.ts';

const m = mensajes.egresos;
const c = mensajes.catalogos;
const pantalla = { acceso: ['egresos'] as const };
const filas = respuesta(EgresoFilaSchema);
const lista = respuestaLista(EgresoFilaSchema);

/** The answer to each rule `registrar` found broken. */
const RECHAZOS: Record<Extract<Registro, { error: unknown }>['error'], () => Error> = {
  maquina: () => noEncontrado(c.maquinaNoExiste),
  categoria: () => noEncontrado(c.categoriaNoExiste),
  noEsEgreso: () => invalido('id_categoria_transaccion', m.categoriaNoEsDeEgreso),
};

/** The category exists (else 404) and is an expense's (else 400 on the field). */
async function comprobarCategoria(db: DbOrTx, id: number) {
  const categoria = encontrado(await buscarCategoria(db, id, 'share'), c.categoriaNoExiste);
  if (categoria.clase !== 'EGRESO') throw invalido('id_categoria_transaccion', m.categoriaNoEsDeEgreso);
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const tz = app.config.businessTz;

  for (const [url, eliminados] of [
    ['/egresos', false],
    ['/egresos/eliminados', true],
  ] as const) {
    app.post(
      url,
      {
        config: pantalla,
        schema: {
          tags: ['egresos'],
          summary: eliminados
            ? 'Egresos eliminados de una máquina'
            : 'Egresos activos de una máquina, el más reciente primero',
          body: EgresosListaSchema,
          response: { 200: lista, ...erroresApi },
        },
      },
      async (request) => {
        const { id_maquina } = request.body;
        encontrado(await buscarMaquina(app.db, id_maquina, maquinasVisibles(request)), c.maquinaNoExiste);
        return responderLista(app.db, request, 'egresos', { ...request.body, eliminados: eliminados }, (p) =>
          listar(app.db, p, tz),
        );
      },
    );
  }

  app.post(
    '/egresos/new',
    {
      config: pantalla,
      schema: {
        tags: ['egresos'],
        summary: 'Registrar un egreso',
        body: EgresoNuevoSchema,
        response: { 200: filas, ...erroresApi },
      },
    },
    async (request) => {
      const { fecha_transaccion, ...datos } = request.body;
      const r = await registrar(app.db, {
        ...datos,
        fecha_transaccion: fecha_transaccion ? new Date(fecha_transaccion) : new Date(),
        id_usuario: usuarioDe(request).id_usuario,
        visibles: maquinasVisibles(request),
      });
      if ('error' in r) throw RECHAZOS[r.error]();
      // Read after the statement committed: no lock waits on it.
      return unaFila(await buscar(app.db, r.id_egreso), m.registrado);
    },
  );

  app.post(
    '/egresos/editar',
    {
      config: pantalla,
      schema: {
        tags: ['egresos'],
        summary: 'Editar un egreso',
        body: EgresoEditarSchema,
        response: { 200: filas, ...erroresApi },
      },
    },
    async (request) => {
      const { id_egreso, fecha_transaccion, ...datos } = request.body;
      const fila = await comoUsuario(app.db, request, async (tx) => {
        const egreso = encontrado(await buscar(tx, id_egreso), c.egresoNoExiste);
        exigirMaquina(request, egreso.id_maquina, c.egresoNoExiste);
        await comprobarCategoria(tx, datos.id_categoria_transaccion);
        return editar(tx, id_egreso, { ...datos, fecha_transaccion: new Date(fecha_transaccion) });
      });
      return unaFila(fila, m.actualizado);
    },
  );

  for (const [url, eliminar] of [
    ['/egresos/eliminar', true],
    ['/egresos/restaurar', false],
  ] as const) {
    app.post(
      url,
      {
        config: pantalla,
        schema: {
          tags: ['egresos'],
          summary: eliminar ? 'Eliminar un egreso (se puede restaurar)' : 'Restaurar un egreso eliminado',
          body: IdEgresoSchema,
          response: { 200: filas, ...erroresApi },
        },
      },
      async (request) => {
        const fila = await comoUsuario(app.db, request, async (tx) => {
          const egreso = encontrado(await buscar(tx, request.body.id_egreso), c.egresoNoExiste);
          exigirMaquina(request, egreso.id_maquina, c.egresoNoExiste);
          return marcarEliminado(tx, request.body.id_egreso, eliminar);
        });
        return unaFila(fila, eliminar ? m.eliminado : m.restaurado, c.egresoNoExiste);
      },
    );
  }
};

export default routes;
