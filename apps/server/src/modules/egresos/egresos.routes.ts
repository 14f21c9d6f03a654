// A machine's expenses (contract §5, §6): lists, create, edit, delete and restore, for ADMIN.
import { respuesta, respuestaPaginada } from '@aguavend/contract/common';
import {
  EgresoEditarSchema,
  EgresoFilaSchema,
  EgresoNuevoSchema,
  EgresosListaSchema,
  IdEgresoSchema,
} from '@aguavend/contract/egresos';
import { mensajes } from '@aguavend/contract/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { comoUsuario } from '../../lib/auditoria.ts';
import { erroresApi, noEncontrado, ok, okPaginado, unaFila } from '../../lib/http.ts';
import { usuarioDe } from '../../plugins/auth.ts';
import { existeCategoria } from '../catalogos/catalogos.repository.ts';
import { buscar, crear, editar, existeMaquina, listar, marcarEliminado } from './egresos.repository.ts';

const m = mensajes.egresos;
const c = mensajes.catalogos;
const admin = { acceso: 'admin' as const };
const filas = respuesta(EgresoFilaSchema);
const lista = z.union([respuestaPaginada(EgresoFilaSchema), filas]);

async function comprobarCategoria(db: DbOrTx, id: number) {
  if (!(await existeCategoria(db, id))) throw noEncontrado(c.categoriaNoExiste);
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
        config: admin,
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
        const { id_maquina, pagina, por_pagina, fecha } = request.body;
        if (!(await existeMaquina(app.db, id_maquina))) throw noEncontrado(c.maquinaNoExiste);
        const { filas, total } = await listar(
          app.db,
          { id_maquina, eliminados, pagina, por_pagina, fecha },
          tz,
        );
        return total === undefined ? ok(filas) : okPaginado(filas, total);
      },
    );
  }

  app.post(
    '/egresos/new',
    {
      config: admin,
      schema: {
        tags: ['egresos'],
        summary: 'Registrar un egreso',
        body: EgresoNuevoSchema,
        response: { 200: filas, ...erroresApi },
      },
    },
    async (request) => {
      const { fecha_transaccion, ...datos } = request.body;
      const fila = await comoUsuario(app.db, request, async (tx) => {
        if (!(await existeMaquina(tx, datos.id_maquina))) throw noEncontrado(c.maquinaNoExiste);
        await comprobarCategoria(tx, datos.id_categoria_transaccion);
        return crear(tx, {
          ...datos,
          fecha_transaccion: fecha_transaccion ? new Date(fecha_transaccion) : new Date(),
          id_usuario: usuarioDe(request).id_usuario,
        });
      });
      return unaFila(fila, m.registrado);
    },
  );

  app.post(
    '/egresos/editar',
    {
      config: admin,
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
        if (!(await buscar(tx, id_egreso))) throw noEncontrado(c.egresoNoExiste);
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
        config: admin,
        schema: {
          tags: ['egresos'],
          summary: eliminar ? 'Eliminar un egreso (se puede restaurar)' : 'Restaurar un egreso eliminado',
          body: IdEgresoSchema,
          response: { 200: filas, ...erroresApi },
        },
      },
      async (request) => {
        const fila = await comoUsuario(app.db, request, (tx) =>
          marcarEliminado(tx, request.body.id_egreso, eliminar),
        );
        if (!fila) throw noEncontrado(c.egresoNoExiste);
        return ok([fila], eliminar ? m.eliminado : m.restaurado);
      },
    );
  }
};

export default routes;
