// The home screen's reports of one machine: a month's totals, sales per product and year, and the last 12 months.
import { respuesta } from '@aguavend/contract/common';
import { mensajes } from '@aguavend/contract/messages';
import {
  SerieMensualFilaSchema,
  SerieMensualSolicitudSchema,
  TotalAnualFilaSchema,
  TotalAnualSolicitudSchema,
  TotalMesFilaSchema,
  TotalMesSolicitudSchema,
} from '@aguavend/contract/ventas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { encontrado, erroresApi, ok } from '../../lib/http.ts';
import { reportes } from './reportes.repository.ts';

const c = mensajes.catalogos;
const TAG = ['reportes'];
const sesion = { acceso: 'sesion' as const };

const routes: FastifyPluginAsyncZod = async (app) => {
  const reporte = reportes(app.db, app.config.businessTz);

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
      return ok([encontrado(await reporte.totalMes(id_maquina, mes), c.maquinaNoExiste)]);
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
      return ok(encontrado(await reporte.totalAnual(id_maquina), c.maquinaNoExiste));
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
      return ok(encontrado(await reporte.serieMensual(id_maquina, hasta), c.maquinaNoExiste));
    },
  );
};

export default routes;
