// Inicio for the whole business and Reportes: one call per part of the Inicio screen, so each one draws as soon as
// its answer arrives and stays inside its budget, and one for a report by any dimension. All take a period and
// answer over the caller's machines.
import { DescargaSchema, respuesta, respuestaPaginada } from '@aguavend/contract/common';
import { mensajes } from '@aguavend/contract/messages';
import {
  HoraNegocioFilaSchema,
  MaquinaNegocioFilaSchema,
  PeriodoSolicitudSchema,
  ProductoNegocioFilaSchema,
  ReporteFilaSchema,
  ReporteSolicitudSchema,
  ResumenNegocioSchema,
  SerieNegocioFilaSchema,
  TiendaNegocioFilaSchema,
} from '@aguavend/contract/negocio';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { encontrado, erroresApi, ok, okPaginado } from '../../lib/http.ts';
import { exigirMaquina, maquinasVisibles, tiendasDe } from '../../plugins/auth.ts';
import { buscarMaquina, buscarProducto } from '../catalogos/catalogos.repository.ts';
import { enlaceDeDescarga } from '../listas/exportes.ts';
import { buscarTienda } from '../tiendas/tiendas.repository.ts';
import {
  horasNegocio,
  maquinasNegocio,
  type Periodo,
  productosNegocio,
  resumenNegocio,
  serieNegocio,
} from './negocio.repository.ts';
import { reporteNegocio } from './reporte.repository.ts';

const TAG = ['negocio'];
const inicio = { acceso: ['inicio'] as const };
const c = mensajes.catalogos;

const routes: FastifyPluginAsyncZod = async (app) => {
  const tz = app.config.businessTz;
  /** One call: its path, its summary, the row it answers, and what reads them. */
  const llamada = <F extends z.ZodType>(
    url: string,
    summary: string,
    fila: F,
    leer: (
      db: typeof app.db,
      p: Periodo,
      maquinas: number[] | undefined,
      tz: string,
    ) => Promise<z.output<F>[]>,
  ) =>
    app.post(
      url,
      {
        config: inicio,
        schema: {
          tags: TAG,
          summary,
          body: PeriodoSolicitudSchema,
          response: { 200: respuesta(fila), ...erroresApi },
        },
      },
      async (request) => ok(await leer(app.db, request.body, maquinasVisibles(request), tz)),
    );

  llamada(
    '/negocio/resumen',
    'Ventas, unidades, número de ventas, ticket promedio, egresos y neto del periodo y del anterior de igual duración',
    ResumenNegocioSchema,
    async (...a) => [await resumenNegocio(...a)],
  );
  llamada(
    '/negocio/serie',
    'Ventas por día (por mes desde 62 días) del periodo, junto a las del periodo anterior',
    SerieNegocioFilaSchema,
    serieNegocio,
  );
  llamada(
    '/negocio/horas',
    'Ventas por día de la semana (1 = lunes) y hora del día, en la zona del negocio',
    HoraNegocioFilaSchema,
    horasNegocio,
  );
  llamada(
    '/negocio/productos',
    'Ventas de cada producto en el periodo y en el anterior, el más vendido primero',
    ProductoNegocioFilaSchema,
    productosNegocio,
  );
  llamada(
    '/negocio/maquinas',
    'Ventas de cada máquina en el periodo y en el anterior, y días desde su última venta (con alerta)',
    MaquinaNegocioFilaSchema,
    maquinasNegocio,
  );

  llamada(
    '/negocio/tiendas',
    'Ventas de cada tienda (las de sus máquinas en los días que estuvieron ahí) en el periodo y en el anterior, la mejor primero',
    TiendaNegocioFilaSchema,
    async (db, p, maquinas, tz) =>
      (
        await reporteNegocio(db, { ...p, por: 'tienda', orden: '-ventas' }, maquinas, tz, { egresos: false })
      ).filas.map((f) => ({
        id_tienda: Number(f.clave || 0),
        nombre: f.etiqueta,
        unidades: f.unidades,
        numero_ventas: f.numero_ventas,
        ventas: f.ventas,
        ventas_anterior: f.ventas_anterior,
        cambio: f.cambio,
      })),
  );

  app.post(
    '/negocio/reporte',
    {
      config: { acceso: ['reportes'] },
      schema: {
        tags: TAG,
        summary:
          'Reportes: unidades, ventas, egresos, neto, número de ventas, ticket promedio y cambio contra el periodo anterior, por máquina, tienda, producto, categoría, operador, día, semana, mes o año; con formato, el enlace de su archivo',
        body: ReporteSolicitudSchema,
        response: {
          200: z.union([respuestaPaginada(ReporteFilaSchema), respuesta(DescargaSchema)]),
          ...erroresApi,
        },
      },
    },
    async (request) => {
      const { formato, ...reporte } = request.body;
      const maquinas = maquinasVisibles(request);
      if (reporte.id_maquina !== undefined) {
        exigirMaquina(request, reporte.id_maquina, c.maquinaNoExiste);
        encontrado(await buscarMaquina(app.db, reporte.id_maquina), c.maquinaNoExiste);
      }
      if (reporte.id_producto !== undefined) {
        encontrado(await buscarProducto(app.db, reporte.id_producto), c.productoNoExiste);
      }
      if (reporte.id_tienda !== undefined) {
        encontrado(await buscarTienda(app.db, reporte.id_tienda, tiendasDe(request)), c.tiendaNoExiste);
      }
      if (formato) {
        // The caller's machines go with the link, so the file covers what the screen showed.
        return ok([await enlaceDeDescarga(app.db, request, 'reporte', { ...reporte, maquinas, formato })]);
      }
      const { filas, totales } = await reporteNegocio(app.db, reporte, maquinas, tz);
      // The whole report at once (its rows are few: days, machines, products), with the totals of them all.
      return { ...okPaginado(filas, filas.length), totales };
    },
  );
};

export default routes;
