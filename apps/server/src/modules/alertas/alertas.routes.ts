// Alerts (issue 19, contract §7–8): the bell (every signed-in user: their unread count and newest open alerts,
// refreshed from the data when due), read marks, and the Alertas screen's history with its export.
import {
  AlertaFilaSchema,
  AlertasListaSchema,
  CampanaFilaSchema,
  CampanaSchema,
  LeerAlertaSchema,
  LeerTodasFilaSchema,
  LeerTodasSchema,
  mensajeAlerta,
  RecientesSchema,
  TIPOS_ALERTA,
  type TipoAlerta,
} from '@aguavend/contract/alertas';
import { respuesta, respuestaLista } from '@aguavend/contract/common';
import { mensajes } from '@aguavend/contract/messages';
import { PANTALLAS, type Pantalla } from '@aguavend/contract/pantallas';
import { ROL_ADMIN } from '@aguavend/contract/sesion';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { encontrado, erroresApi, ok } from '../../lib/http.ts';
import { usuarioDe } from '../../plugins/auth.ts';
import { buscarMaquina } from '../catalogos/catalogos.repository.ts';
import { responderLista } from '../listas/exportes.ts';
import {
  type AlcanceAlertas,
  type AlertaLeida,
  buscar,
  campana,
  listar,
  marcarLeida,
  marcarTodas,
  recientes,
  refrescarSiToca,
} from './alertas.repository.ts';

const m = mensajes.alertas;
const TAG = ['alertas'];
const sesion = { acceso: 'sesion' as const };

/**
 * The screen that resolves each type: a user other than ADMIN sees an alert about one of their machines only when
 * their role grants it. STOCK_BAJO belongs to Catálogos (ADMIN's alone) and has no machine.
 */
export const PANTALLA_DE_ALERTA: Record<TipoAlerta, Pantalla> = {
  STOCK_BAJO: 'catalogos',
  SIN_VENTA: 'ventas',
  SIN_CORTE: 'cortes',
  CORTE_DIFERENCIA: 'cortes',
  CONSUMIBLE: 'registroSanitario',
  LECTURA_FUERA: 'registroSanitario',
  TAREA_VENCIDA: 'registroSanitario',
};

/** The alerts the caller sees: ADMIN every one; a store's own user none; anyone else, per machine and screen. */
export function alcanceDe(request: FastifyRequest): AlcanceAlertas {
  const u = usuarioDe(request);
  if (u.rol === ROL_ADMIN) return undefined;
  if (u.id_tienda !== null) return { maquinas: [], tipos: [] };
  return {
    maquinas: u.maquinas,
    tipos: TIPOS_ALERTA.filter((t) => u.pantallas.includes(PANTALLA_DE_ALERTA[t])),
  };
}

const q = encodeURIComponent;

/** The web path of the screen (and the view in it) that resolves the alert. */
export function enlaceDe(a: Pick<AlertaLeida, 'tipo' | 'detalle' | 'id_maquina' | 'maquina' | 'producto'>) {
  const maquina = a.id_maquina ?? 0;
  switch (a.tipo) {
    case 'STOCK_BAJO':
      return `${PANTALLAS.catalogos.ruta}?catalogo=productos&buscar=${q(a.producto ?? '')}`;
    case 'SIN_VENTA':
      return `${PANTALLAS.ventas.ruta}?maquina=${maquina}`;
    case 'SIN_CORTE':
      return `${PANTALLAS.cortes.ruta}?seccion=registrar&maquina=${maquina}`;
    case 'CORTE_DIFERENCIA':
      return `${PANTALLAS.cortes.ruta}?seccion=lista&estado=PENDIENTE&buscar=${q(a.maquina ?? '')}`;
    case 'CONSUMIBLE':
    case 'LECTURA_FUERA':
    case 'TAREA_VENCIDA':
      return `${PANTALLAS.registroSanitario.ruta}/maquina/${maquina}`;
  }
}

/** An alert as the answers carry it: its message and link composed, its figures left out. */
export function filaDe({ detalle, ...a }: AlertaLeida) {
  return {
    ...a,
    mensaje: mensajeAlerta(a.tipo, detalle, a),
    enlace: enlaceDe({ ...a, detalle }),
  };
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const tz = app.config.businessTz;

  app.post(
    '/alertas/campana',
    {
      config: sesion,
      schema: {
        tags: TAG,
        summary:
          'La campana: cuántas alertas abiertas sin leer ve el usuario y las más recientes (hasta 20); las pone al día con los datos si toca',
        body: CampanaSchema,
        response: { 200: respuesta(CampanaFilaSchema), ...erroresApi },
      },
    },
    async (request) => {
      const alcance = alcanceDe(request);
      const { id_usuario } = usuarioDe(request);
      let bell = await campana(app.db, alcance, id_usuario);
      // Due (30 s passed, or a write set the time back): the one caller that refreshes asks again.
      if (!bell.al_dia && (await refrescarSiToca(app.db, tz)))
        bell = await campana(app.db, alcance, id_usuario);
      return ok([{ no_leidas: bell.no_leidas }]);
    },
  );

  app.post(
    '/alertas/recientes',
    {
      config: sesion,
      schema: {
        tags: TAG,
        summary:
          'La campana abierta: las alertas abiertas más recientes que ve el usuario (hasta 20), con su enlace',
        body: RecientesSchema,
        response: { 200: respuesta(AlertaFilaSchema), ...erroresApi },
      },
    },
    async (request) => {
      const { id_usuario } = usuarioDe(request);
      return ok((await recientes(app.db, alcanceDe(request), id_usuario)).map(filaDe));
    },
  );

  app.post(
    '/alertas/leer',
    {
      config: sesion,
      schema: {
        tags: TAG,
        summary: 'Marcar una alerta como leída (solo para el usuario que la marca)',
        body: LeerAlertaSchema,
        response: { 200: respuesta(AlertaFilaSchema), ...erroresApi },
      },
    },
    async (request) => {
      const alcance = alcanceDe(request);
      const { id_usuario } = usuarioDe(request);
      const { id_alerta } = request.body;
      encontrado(await buscar(app.db, id_alerta, alcance, id_usuario), m.noExiste);
      await marcarLeida(app.db, id_alerta, id_usuario);
      return ok([filaDe(encontrado(await buscar(app.db, id_alerta, alcance, id_usuario), m.noExiste))]);
    },
  );

  app.post(
    '/alertas/leer-todas',
    {
      config: sesion,
      schema: {
        tags: TAG,
        summary: 'Marcar como leídas todas las alertas abiertas que ve el usuario',
        body: LeerTodasSchema,
        response: { 200: respuesta(LeerTodasFilaSchema), ...erroresApi },
      },
    },
    async (request) => {
      const leidas = await marcarTodas(app.db, alcanceDe(request), usuarioDe(request).id_usuario);
      return ok([{ leidas }]);
    },
  );

  app.post(
    '/alertas',
    {
      config: { acceso: ['alertas'] as const },
      schema: {
        tags: TAG,
        summary:
          'Historial de alertas, la más reciente primero (tipo, máquina, estado; pagina con total; desde/hasta por el día en que se abrió; orden; buscar en máquina y producto; formato)',
        body: AlertasListaSchema,
        response: { 200: respuestaLista(AlertaFilaSchema), ...erroresApi },
      },
    },
    async (request) => {
      const alcance = alcanceDe(request);
      const { id_usuario } = usuarioDe(request);
      const { id_maquina } = request.body;
      if (id_maquina !== undefined)
        encontrado(
          await buscarMaquina(app.db, id_maquina, alcance?.maquinas),
          mensajes.catalogos.maquinaNoExiste,
        );
      await refrescarSiToca(app.db, tz);
      return responderLista(
        app.db,
        request,
        'alertas',
        { ...request.body, ...alcance, id_usuario },
        async (p) => {
          const r = await listar(app.db, p, tz);
          return { ...r, filas: r.filas.map(filaDe) };
        },
      );
    },
  );
};

export default routes;
