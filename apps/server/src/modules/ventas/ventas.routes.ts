// Machine sales (spec §7, contract §5): create with stock, lists, edit, delete, restore, and the reports.
import { respuesta, respuestaPaginada } from '@aguavend/contract/common';
import { mensajes } from '@aguavend/contract/messages';
import {
  calcularMonto,
  IdVentaSchema,
  SerieMensualFilaSchema,
  SerieMensualSolicitudSchema,
  TotalAnualFilaSchema,
  TotalAnualSolicitudSchema,
  TotalMesFilaSchema,
  TotalMesSolicitudSchema,
  VentaEditarSchema,
  VentaFilaSchema,
  VentaNuevaSchema,
  VentasListaSchema,
} from '@aguavend/contract/ventas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { comoUsuario } from '../../lib/auditoria.ts';
import { conflicto, erroresApi, invalido, noEncontrado, ok, okPaginado, unaFila } from '../../lib/http.ts';
import { usuarioDe } from '../../plugins/auth.ts';
import { existeCategoria } from '../catalogos/catalogos.repository.ts';
import {
  bloquearProducto,
  bloquearVenta,
  buscarMaquina,
  crear,
  editar,
  existeProducto,
  listar,
  marcarEliminada,
  moverStock,
  reportes,
} from './ventas.repository.ts';

const m = mensajes.ventas;
const c = mensajes.catalogos;
const TAG = ['ventas'];
const admin = { acceso: 'admin' as const };
const sesion = { acceso: 'sesion' as const };
const filas = respuesta(VentaFilaSchema);
const lista = z.union([respuestaPaginada(VentaFilaSchema), filas]);
/** A sale may be dated a minute ahead (clocks differ), never later. */
const TOLERANCIA_RELOJ_MS = 60_000;

/** What was read of a machine, or 404 when the machine does not exist. */
function deMaquina<T>(fila: T | undefined): T {
  if (fila === undefined) throw noEncontrado(c.maquinaNoExiste);
  return fila;
}

const maquinaOError = async (db: DbOrTx, id_maquina: number) =>
  deMaquina(await buscarMaquina(db, id_maquina));

const routes: FastifyPluginAsyncZod = async (app) => {
  const tz = app.config.businessTz;
  const reporte = reportes(app.db, tz);

  app.post(
    '/venta/maquina/new',
    {
      config: admin,
      schema: {
        tags: TAG,
        summary: 'Registrar una venta de máquina con su transacción (baja el stock del producto)',
        body: VentaNuevaSchema,
        response: { 200: filas, ...erroresApi },
      },
    },
    async (request) => {
      const { ventas_maquina: v, transacciones: t } = request.body;
      const fila = await comoUsuario(app.db, request, async (tx) => {
        const maquina = await maquinaOError(tx, v.id_maquina);
        if (!(await existeProducto(tx, v.id_producto))) throw noEncontrado(c.productoNoExiste);
        if (!(await existeCategoria(tx, t.id_categoria_transaccion))) throw noEncontrado(c.categoriaNoExiste);
        if (maquina.estatus !== 'ACTIVA') throw conflicto(m.maquinaInactiva);
        if (!(await moverStock(tx, v.id_producto, -v.cantidad))) throw conflicto(m.stockInsuficiente);
        return crear(tx, {
          id_maquina: v.id_maquina,
          id_producto: v.id_producto,
          cantidad: v.cantidad,
          precio_unitario: v.precio_unitario,
          id_categoria_transaccion: t.id_categoria_transaccion,
          descripcion: t.descripcion,
          id_usuario: usuarioDe(request).id_usuario,
        });
      });
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
        config: admin,
        schema: {
          tags: TAG,
          summary: eliminadas
            ? 'Ventas eliminadas de una máquina, la más reciente primero'
            : 'Ventas activas de una máquina, la más reciente primero (paginado con pagina; filtro por día con fecha)',
          body: VentasListaSchema,
          response: { 200: lista, ...erroresApi },
        },
      },
      async (request) => {
        const { id_maquina, pagina, por_pagina, fecha } = request.body;
        await maquinaOError(app.db, id_maquina);
        const { filas, total } = await listar(
          app.db,
          { id_maquina, eliminadas, pagina, por_pagina, fecha },
          tz,
        );
        return total === undefined ? ok(filas) : okPaginado(filas, total);
      },
    );
  }

  app.post(
    '/venta/maquina/editar',
    {
      config: admin,
      schema: {
        tags: TAG,
        summary: 'Editar cantidad, fecha y descripción de una venta (el precio unitario se conserva)',
        body: VentaEditarSchema,
        response: { 200: filas, ...erroresApi },
      },
    },
    async (request) => {
      const { id_venta_maquina, cantidad, fecha_venta, descripcion, monto } = request.body;
      const fecha = new Date(fecha_venta);
      if (fecha.getTime() > Date.now() + TOLERANCIA_RELOJ_MS) throw invalido('fecha_venta', m.fechaFutura);
      const fila = await comoUsuario(app.db, request, async (tx) => {
        const venta = await bloquearVenta(tx, id_venta_maquina);
        if (!venta) throw noEncontrado(m.noExiste);
        if (venta.fecha_eliminacion) throw conflicto(m.eliminadaNoEditable);
        if (Math.abs(calcularMonto(cantidad, venta.precio_unitario) - monto) > 0.004) {
          throw invalido('monto', m.montoNoCoincide);
        }
        await bloquearProducto(tx, venta.id_producto);
        const diferencia = cantidad - venta.cantidad;
        if (diferencia !== 0 && !(await moverStock(tx, venta.id_producto, -diferencia))) {
          throw conflicto(m.stockInsuficiente);
        }
        return editar(tx, id_venta_maquina, { cantidad, fecha_transaccion: fecha, descripcion });
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
        config: admin,
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
          const venta = await bloquearVenta(tx, id_venta_maquina);
          if (!venta) throw noEncontrado(m.noExiste);
          const eliminada = venta.fecha_eliminacion !== null;
          if (eliminar && eliminada) throw conflicto(m.yaEliminada);
          if (!eliminar && !eliminada) throw conflicto(m.noEliminada);
          if (!(await moverStock(tx, venta.id_producto, eliminar ? venta.cantidad : -venta.cantidad))) {
            throw conflicto(m.stockInsuficiente);
          }
          return marcarEliminada(tx, id_venta_maquina, eliminar);
        });
        return unaFila(fila, eliminar ? m.eliminada : m.restaurada);
      },
    );
  }

  app.post(
    '/venta/maquina/total/mes',
    {
      config: sesion,
      schema: {
        tags: TAG,
        summary: 'Ventas, egresos y neto de una máquina en un mes (AAAA-MM, en la zona del negocio)',
        body: TotalMesSolicitudSchema,
        response: { 200: respuesta(TotalMesFilaSchema), ...erroresApi },
      },
    },
    async (request) => {
      const { mes, id_maquina } = request.body;
      return ok([deMaquina(await reporte.totalMes(id_maquina, mes))]);
    },
  );

  app.post(
    '/venta/maquina/total/anual',
    {
      config: sesion,
      schema: {
        tags: TAG,
        summary: 'Ventas de una máquina por producto y año (precio unitario = promedio cobrado)',
        body: TotalAnualSolicitudSchema,
        response: { 200: respuesta(TotalAnualFilaSchema), ...erroresApi },
      },
    },
    async (request) => {
      const { id_maquina } = request.body;
      return ok(deMaquina(await reporte.totalAnual(id_maquina)));
    },
  );

  app.post(
    '/venta/maquina/total/serie',
    {
      config: sesion,
      schema: {
        tags: TAG,
        summary:
          'Ventas y egresos de una máquina en los 12 meses que terminan en hasta (por omisión, este mes)',
        body: SerieMensualSolicitudSchema,
        response: { 200: respuesta(SerieMensualFilaSchema), ...erroresApi },
      },
    },
    async (request) => {
      const { id_maquina, hasta } = request.body;
      return ok(deMaquina(await reporte.serieMensual(id_maquina, hasta)));
    },
  );
};

export default routes;
