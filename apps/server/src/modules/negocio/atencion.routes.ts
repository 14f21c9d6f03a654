// Inicio's "what needs attention" and cash side (issue 43): open alerts, machines gone silent, cortes waiting for
// approval, sobrantes y faltantes by collector and cash in hand. Each figure is read by the same code as the screen
// Inicio links to (the alerts' scope, the cortes list's filters, /cortes/resumen, /depositos/efectivo), so they agree.
import { ALERTAS_EN_INICIO, AtencionSchema, EfectivoNegocioSchema } from '@aguavend/contract/atencion';
import { respuesta, SinCuerpoSchema } from '@aguavend/contract/common';
import { PeriodoSolicitudSchema } from '@aguavend/contract/negocio';
import { ROL_ADMIN } from '@aguavend/contract/sesion';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { totalesDeLista } from '../../db/listas.ts';
import { erroresApi, ok } from '../../lib/http.ts';
import { maquinasVisibles, usuarioDe } from '../../plugins/auth.ts';
import { abiertas, contarAbiertas, refrescarSiToca } from '../alertas/alertas.repository.ts';
import { alcanceDe, filaDe } from '../alertas/alertas.routes.ts';
import { consultaLista, LISTA, resumen } from '../cortes/cortes.repository.ts';
import { efectivoEnMano } from '../cortes/depositos.repository.ts';

const TAG = ['negocio'];
const inicio = { acceso: ['inicio'] as const };

/** Whether the caller's role grants a screen (ADMIN: every one), so Inicio shows only what the screen would. */
const concede = (request: FastifyRequest, pantalla: 'cortes' | 'depositos') => {
  const u = usuarioDe(request);
  return u.rol === ROL_ADMIN || u.pantallas.includes(pantalla);
};

const routes: FastifyPluginAsyncZod = async (app) => {
  const tz = app.config.businessTz;

  app.post(
    '/negocio/atencion',
    {
      config: inicio,
      schema: {
        tags: TAG,
        summary:
          'Lo que pide atención: alertas abiertas (cuántas y las más recientes), máquinas sin ventas o sin cortes, y cortes por aprobar (sobre las máquinas del usuario)',
        body: SinCuerpoSchema,
        response: { 200: respuesta(AtencionSchema), ...erroresApi },
      },
    },
    async (request) => {
      const u = usuarioDe(request);
      const alcance = alcanceDe(request);
      // As the bell: alerts older than the refresh interval are brought up to date first.
      await refrescarSiToca(app.db, tz);
      const [n, recientes, silenciosas] = await Promise.all([
        contarAbiertas(app.db, alcance),
        abiertas(app.db, alcance, u.id_usuario, undefined, ALERTAS_EN_INICIO),
        abiertas(app.db, alcance, u.id_usuario, ['SIN_VENTA', 'SIN_CORTE']),
      ]);
      let cortes_pendientes: number | null = null;
      if (concede(request, 'cortes')) {
        // The cortes list's own filters (its 'Pendientes' view over the caller's machines): one count, one rule.
        const { n: pendientes } = await totalesDeLista(
          app.db,
          LISTA,
          { estado: 'PENDIENTE', eliminados: false, maquinas: maquinasVisibles(request) },
          tz,
          consultaLista(app.db),
        );
        cortes_pendientes = Number(pendientes);
      }
      return ok([
        {
          alertas_abiertas: n,
          alertas: recientes.map(filaDe),
          sin_reportar: silenciosas.map(filaDe),
          cortes_pendientes,
        },
      ]);
    },
  );

  app.post(
    '/negocio/efectivo',
    {
      config: inicio,
      schema: {
        tags: TAG,
        summary:
          'El efectivo: sobrantes y faltantes del periodo por colector (como /cortes/resumen) y efectivo en mano por colector (como /depositos/efectivo); nulos si el rol no concede Cortes o Depósitos',
        body: PeriodoSolicitudSchema,
        response: { 200: respuesta(EfectivoNegocioSchema), ...erroresApi },
      },
    },
    async (request) => {
      const u = usuarioDe(request);
      const sobrantes = concede(request, 'cortes')
        ? await resumen(app.db, { por: 'colector', ...request.body }, maquinasVisibles(request), tz)
        : null;
      // /depositos/efectivo's scope: a non-ADMIN user, their own cash.
      const enMano = concede(request, 'depositos')
        ? await efectivoEnMano(app.db, u.rol === ROL_ADMIN ? undefined : u.id_usuario)
        : null;
      return ok([
        {
          sobrantes_faltantes: sobrantes && { filas: sobrantes.filas, totales: sobrantes.totales ?? null },
          efectivo_en_mano: enMano,
        },
      ]);
    },
  );
};

export default routes;
