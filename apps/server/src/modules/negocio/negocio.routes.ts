// Inicio for the whole business: one call per part of the screen, so each one draws as soon as its answer arrives
// and each stays inside its budget. All take the same period and answer over the caller's machines.
import { respuesta } from '@aguavend/contract/common';
import {
  HoraNegocioFilaSchema,
  MaquinaNegocioFilaSchema,
  PeriodoSolicitudSchema,
  ProductoNegocioFilaSchema,
  ResumenNegocioSchema,
  SerieNegocioFilaSchema,
} from '@aguavend/contract/negocio';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { erroresApi, ok } from '../../lib/http.ts';
import { maquinasVisibles } from '../../plugins/auth.ts';
import {
  horasNegocio,
  maquinasNegocio,
  type Periodo,
  productosNegocio,
  resumenNegocio,
  serieNegocio,
} from './negocio.repository.ts';

const TAG = ['negocio'];
const inicio = { acceso: ['inicio'] as const };

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
};

export default routes;
