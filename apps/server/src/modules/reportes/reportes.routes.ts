// The home screen's reports of one machine: a month's totals, sales per product and year, and the last 12 months.
import { DescargaSchema, respuesta, respuestaPaginada } from '@aguavend/contract/common';
import { mensajes } from '@aguavend/contract/messages';
import {
  SerieMensualFilaSchema,
  SerieMensualSolicitudSchema,
  TotalAnualFilaSchema,
  TotalAnualListaFilaSchema,
  TotalAnualSolicitudSchema,
  TotalMesFilaSchema,
  TotalMesSolicitudSchema,
} from '@aguavend/contract/ventas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { encontrado, erroresApi, ok } from '../../lib/http.ts';
import { exigirMaquina } from '../../plugins/auth.ts';
import { buscarMaquina } from '../catalogos/catalogos.repository.ts';
import { responderLista } from '../listas/exportes.ts';
import { listarAnual, reportes } from './reportes.repository.ts';

const c = mensajes.catalogos;
const TAG = ['reportes'];
const inicio = { acceso: ['inicio'] as const };
// Every row as always; a page with its count and sums, or the whole sorted list; or the link of an export.
const anual = z.union([
  respuestaPaginada(TotalAnualListaFilaSchema),
  respuesta(TotalAnualFilaSchema),
  respuesta(DescargaSchema),
]);

const routes: FastifyPluginAsyncZod = async (app) => {
  const reporte = reportes(app.db, app.config.businessTz);

  app.post(
    '/venta/maquina/total/mes',
    {
      config: inicio,
      schema: {
        tags: TAG,
        summary: 'Ventas, egresos y neto de una máquina en un mes (AAAA-MM, en la zona del negocio)',
        body: TotalMesSolicitudSchema,
        response: { 200: respuesta(TotalMesFilaSchema), ...erroresApi },
      },
    },
    async (request) => {
      const { mes, id_maquina } = request.body;
      exigirMaquina(request, id_maquina, c.maquinaNoExiste);
      return ok([encontrado(await reporte.totalMes(id_maquina, mes), c.maquinaNoExiste)]);
    },
  );

  app.post(
    '/venta/maquina/total/anual',
    {
      config: inicio,
      schema: {
        tags: TAG,
        summary:
          'Ventas de una máquina por producto y año (precio unitario = promedio cobrado); con parámetros de lista, paginadas, ordenadas, buscadas o exportadas',
        body: TotalAnualSolicitudSchema,
        response: { 200: anual, ...erroresApi },
      },
    },
    async (request) => {
      const { id_maquina, ...vista } = request.body;
      exigirMaquina(request, id_maquina, c.maquinaNoExiste);
      // Only the machine (the charts): the prepared statement of the hot path, docs/decisions/009.
      if (Object.keys(vista).length === 0) {
        return ok(encontrado(await reporte.totalAnual(id_maquina), c.maquinaNoExiste));
      }
      encontrado(await buscarMaquina(app.db, id_maquina), c.maquinaNoExiste);
      return responderLista(app.db, request, 'anual', request.body, (p) =>
        listarAnual(app.db, p, app.config.businessTz),
      );
    },
  );

  app.post(
    '/venta/maquina/total/serie',
    {
      config: inicio,
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
      exigirMaquina(request, id_maquina, c.maquinaNoExiste);
      return ok(encontrado(await reporte.serieMensual(id_maquina, hasta), c.maquinaNoExiste));
    },
  );
};

export default routes;
