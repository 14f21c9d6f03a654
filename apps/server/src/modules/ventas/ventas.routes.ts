// Machine sales: create (with stock, a VENTA category and who registered it), lists, edit, delete, restore.
import { respuesta, respuestaLista } from '@aguavend/contract/common';
import { mensajes } from '@aguavend/contract/messages';
import {
  IdVentaSchema,
  montoCoincide,
  VentaEditarSchema,
  VentaFilaSchema,
  VentaNuevaSchema,
  VentasListaSchema,
} from '@aguavend/contract/ventas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import pLimit from 'p-limit';
import { comoUsuario } from '../../db/auditoria.ts';
import type { DbOrTx } from '../../db/client.ts';
import { conflicto, encontrado, erroresApi, invalido, noEncontrado, unaFila } from '../../lib/http.ts';
import { exigirMaquina, maquinasVisibles, usuarioDe } from '../../plugins/auth.ts';
import { buscarMaquina } from '../catalogos/catalogos.repository.ts';
import { responderLista } from '../listas/exportes.ts';
import {
  bloquearProducto,
  bloquearVenta,
  buscar,
  corteDeVenta,
  editar,
  listar,
  marcarEliminada,
  moverStock,
  type Registro,
  registrar,
} from './ventas.repository.ts';

const m = mensajes.ventas;
const c = mensajes.catalogos;
const TAG = ['ventas'];
const pantalla = { acceso: ['ventas'] as const };
const filas = respuesta(VentaFilaSchema);
const lista = respuestaLista(VentaFilaSchema);

/** Each refusal of `registrar`, as the answer it gets. */
const RECHAZOS: Record<Extract<Registro, { error: unknown }>['error'], () => Error> = {
  maquina: () => noEncontrado(c.maquinaNoExiste),
  producto: () => noEncontrado(c.productoNoExiste),
  categoria: () => noEncontrado(c.categoriaNoExiste),
  noEsVenta: () => invalido('transacciones.id_categoria_transaccion', m.categoriaNoEsDeVenta),
  inactiva: () => conflicto(m.maquinaInactiva),
  stock: () => conflicto(m.stockInsuficiente),
};

/**
 * At most two sale statements of this process at the database at once; the others wait their turn here. Every sale
 * of the fleet updates the same roll-up rows of its day and hour, so the database runs sales one after another
 * whatever is sent; more of them at once only wait on each other's row locks, and each wait costs a wake-up and a
 * re-check: measured with pgbench on the bench data, 1,540 sales/s with 2 at once, 1,290 with 1 or 5, 593 with 10
 * (docs/decisions/030). Another copy of the server has its own two.
 */
const turnoDeVenta = pLimit(2);

const routes: FastifyPluginAsyncZod = async (app) => {
  const tz = app.config.businessTz;

  app.post(
    '/venta/maquina/new',
    {
      config: pantalla,
      schema: {
        tags: TAG,
        summary:
          'Registrar una venta de máquina con su transacción (baja el stock del producto; categoría de clase VENTA; fecha_transaccion opcional, no futura)',
        body: VentaNuevaSchema,
        response: { 200: filas, ...erroresApi },
      },
    },
    async (request) => {
      const { ventas_maquina: v, transacciones: t } = request.body;
      const r = await turnoDeVenta(() =>
        registrar(app.db, {
          id_maquina: v.id_maquina,
          id_producto: v.id_producto,
          cantidad: v.cantidad,
          precio_unitario: v.precio_unitario,
          id_categoria_transaccion: t.id_categoria_transaccion,
          descripcion: t.descripcion,
          fecha_transaccion: v.fecha_transaccion ? new Date(v.fecha_transaccion) : undefined,
          id_usuario: usuarioDe(request).id_usuario,
          visibles: maquinasVisibles(request),
        }),
      );
      if ('error' in r) throw RECHAZOS[r.error]();
      // Read after the statement committed: no lock waits on it.
      const fila = await buscar(app.db, r.id_venta_maquina);
      return unaFila(fila, m.registrada);
    },
  );

  for (const [url, eliminadas] of [
    ['/venta/maquina/totales', false],
    ['/venta/maquina/totales/eliminados', true],
  ] as const) {
    app.post(
      url,
      {
        config: pantalla,
        schema: {
          tags: TAG,
          summary: eliminadas
            ? 'Ventas eliminadas de una máquina, la más reciente primero'
            : 'Ventas activas de una máquina, la más reciente primero (pagina y por_pagina con total y totales; fecha o desde/hasta; orden; buscar)',
          body: VentasListaSchema,
          response: { 200: lista, ...erroresApi },
        },
      },
      async (request) => {
        const { id_maquina } = request.body;
        encontrado(await buscarMaquina(app.db, id_maquina, maquinasVisibles(request)), c.maquinaNoExiste);
        return responderLista(app.db, request, 'ventas', { ...request.body, eliminados: eliminadas }, (p) =>
          listar(app.db, p, tz),
        );
      },
    );
  }

  app.post(
    '/venta/maquina/editar',
    {
      config: pantalla,
      schema: {
        tags: TAG,
        summary:
          'Editar cantidad, precio unitario, fecha y descripción de una venta (sin precio_unitario se conserva el guardado)',
        body: VentaEditarSchema,
        response: { 200: filas, ...erroresApi },
      },
    },
    async (request) => {
      const { id_venta_maquina, cantidad, fecha_venta, descripcion, monto } = request.body;
      const fila = await comoUsuario(app.db, request, async (tx) => {
        const venta = encontrado(await bloquearVenta(tx, id_venta_maquina), m.noExiste);
        exigirMaquina(request, venta.id_maquina, m.noExiste);
        if (venta.fecha_eliminacion) throw conflicto(m.eliminadaNoEditable);
        await exigirNoDeCorte(tx, id_venta_maquina);
        const precio_unitario = request.body.precio_unitario ?? venta.precio_unitario;
        if (!montoCoincide(cantidad, precio_unitario, monto)) throw invalido('monto', m.montoNoCoincide);
        await bloquearProducto(tx, venta.id_producto);
        const diferencia = cantidad - venta.cantidad;
        if (diferencia !== 0 && !(await moverStock(tx, venta.id_producto, -diferencia))) {
          throw conflicto(m.stockInsuficiente);
        }
        return editar(tx, id_venta_maquina, {
          cantidad,
          precio_unitario,
          fecha_transaccion: new Date(fecha_venta),
          descripcion,
        });
      });
      return unaFila(fila, m.actualizada);
    },
  );

  for (const [url, eliminar] of [
    ['/venta/maquina/eliminar', true],
    ['/venta/maquina/restaurar', false],
  ] as const) {
    app.post(
      url,
      {
        config: pantalla,
        schema: {
          tags: TAG,
          summary: eliminar
            ? 'Eliminar una venta (borrado lógico; devuelve el stock)'
            : 'Restaurar una venta eliminada (vuelve a tomar el stock)',
          body: IdVentaSchema,
          response: { 200: filas, ...erroresApi },
        },
      },
      async (request) => {
        const { id_venta_maquina } = request.body;
        const fila = await comoUsuario(app.db, request, async (tx) => {
          const venta = encontrado(await bloquearVenta(tx, id_venta_maquina), m.noExiste);
          exigirMaquina(request, venta.id_maquina, m.noExiste);
          const eliminada = venta.fecha_eliminacion !== null;
          if (eliminar && eliminada) throw conflicto(m.yaEliminada);
          if (!eliminar && !eliminada) throw conflicto(m.noEliminada);
          await exigirNoDeCorte(tx, id_venta_maquina);
          if (!(await moverStock(tx, venta.id_producto, eliminar ? venta.cantidad : -venta.cantidad))) {
            throw conflicto(m.stockInsuficiente);
          }
          return marcarEliminada(tx, id_venta_maquina, eliminar);
        });
        return unaFila(fila, eliminar ? m.eliminada : m.restaurada);
      },
    );
  }
};

/** A corte's water sale changes only through its corte (its liters, price and state decide it): 409 here. */
async function exigirNoDeCorte(tx: DbOrTx, id_venta_maquina: number) {
  const id_corte = await corteDeVenta(tx, id_venta_maquina);
  if (id_corte !== undefined) throw conflicto(m.deCorte(id_corte));
}

export default routes;
