// The lists that can be exported, each with its file's columns; a list call with `formato` names one of them.
import { mensajeAlerta, type TipoAlerta } from '@aguavend/contract/alertas';
import { cambiosDe, nombreDeTabla } from '@aguavend/contract/bitacora';
import { type MotivoDiferencia, NOMBRES_MOTIVOS } from '@aguavend/contract/cortes';
import { mensajes } from '@aguavend/contract/messages';
import type { Reporte } from '@aguavend/contract/negocio';
import * as alertas from '../alertas/alertas.repository.ts';
import * as bitacora from '../bitacora/bitacora.repository.ts';
import * as catalogos from '../catalogos/catalogos.repository.ts';
import * as cortes from '../cortes/cortes.repository.ts';
import * as depositos from '../cortes/depositos.repository.ts';
import * as estados from '../cuentas/estados.repository.ts';
import * as pagos from '../cuentas/pagos.repository.ts';
import * as egresos from '../egresos/egresos.repository.ts';
import { archivoDeReporte } from '../negocio/reporte.archivo.ts';
import * as reportes from '../reportes/reportes.repository.ts';
import * as rolmod from '../rolmod/rolmod.repository.ts';
import { exportacionRegistros } from '../sanitario/archivo.ts';
import * as tiendas from '../tiendas/tiendas.repository.ts';
import * as usuarios from '../usuarios/usuarios.repository.ts';
import * as ventas from '../ventas/ventas.repository.ts';
import { fechaLeida, slug } from './archivos.ts';
import type { ListaCalculada, ListaDeRegistros } from './tipos.ts';

const uv = mensajes.uiVentas;
const ue = mensajes.uiEgresos;
const uc = mensajes.uiCatalogos;
const ur = mensajes.rolmod.ui;
const ub = mensajes.bitacora;
const uu = mensajes.usuarios.ui;
const ua = mensajes.cortes.archivo;
const uec = mensajes.estadosCuenta.archivo;

const pesos = new Intl.NumberFormat('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The log's changes in one cell, as the screen words them ('Precio: $ 10.00 → $ 12.00; Stock: 5 → 4'). */
const cambiosEnTexto = (fila: Record<string, unknown>, tz: string) =>
  cambiosDe(fila as Parameters<typeof cambiosDe>[0], {
    dinero: (n) => `$ ${pesos.format(n)}`,
    fechaHora: (iso) => fechaLeida(iso, tz),
  })
    .map(([campo, texto]) => `${campo}: ${texto}`)
    .join('; ');

export const LISTAS_EXPORTABLES = {
  reporte: {
    prefijo: (p) => `reporte-por-${slug(mensajes.reportes.dimensiones[(p as Reporte).por])}`,
    calcular: archivoDeReporte,
  },
  ventas: {
    titulo: uv.ventasDe,
    prefijo: 'ventas',
    vistas: [uv.activas, uv.eliminadas],
    columnas: [
      { titulo: uv.colId, campo: 'id_venta_maquina', tipo: 'entero' },
      { titulo: uv.colMaquina, campo: 'maquina', tipo: 'texto' },
      { titulo: mensajes.ui.producto, campo: 'producto', tipo: 'texto' },
      { titulo: uv.colCantidad, campo: 'cantidad', tipo: 'entero' },
      // A rate of 4 decimals: a sale of a corte is its liters at the price per liter (contract §8).
      { titulo: uv.colPrecio, campo: 'precio_unitario', tipo: 'tasa' },
      { titulo: uv.colMonto, campo: 'monto', tipo: 'dinero' },
      { titulo: uv.colDescripcion, campo: 'descripcion', tipo: 'texto' },
      { titulo: uv.colFecha, campo: 'fecha_transaccion', tipo: 'fechaHora' },
      { titulo: mensajes.ui.usuario, campo: 'usuario', tipo: 'texto' },
    ],
    def: ventas.LISTA,
    consulta: ventas.consultaLista,
  },
  anual: {
    titulo: mensajes.inicio.anual,
    prefijo: 'ventas-anuales',
    columnas: [
      { titulo: mensajes.inicio.colProducto, campo: 'nombre_producto', tipo: 'texto' },
      // Text, so a spreadsheet shows 2026 and not 2,026.
      { titulo: mensajes.inicio.colAnio, campo: 'año', tipo: 'texto' },
      { titulo: mensajes.inicio.colCantidad, campo: 'cantidad_total', tipo: 'entero' },
      { titulo: uv.precioUnitario, campo: 'precio_unitario', tipo: 'dinero' },
      { titulo: mensajes.inicio.colSubtotal, campo: 'subtotal_anual', tipo: 'dinero' },
    ],
    def: reportes.LISTA_ANUAL,
    consulta: reportes.consultaAnual,
    todas: reportes.todasAnual,
  },
  egresos: {
    titulo: ue.titulo,
    prefijo: 'egresos',
    vistas: [ue.activos, ue.eliminados],
    columnas: [
      { titulo: uv.colId, campo: 'id_egreso', tipo: 'entero' },
      { titulo: uv.colMaquina, campo: 'maquina', tipo: 'texto' },
      { titulo: ue.colCategoria, campo: 'categoria', tipo: 'texto' },
      { titulo: ue.descripcion, campo: 'descripcion', tipo: 'texto' },
      { titulo: ue.monto, campo: 'monto', tipo: 'dinero' },
      { titulo: ue.fecha, campo: 'fecha_transaccion', tipo: 'fechaHora' },
    ],
    def: egresos.LISTA,
    consulta: egresos.consultaLista,
  },
  alertas: {
    titulo: mensajes.alertas.archivo.alertas,
    prefijo: 'alertas',
    columnas: [
      { titulo: mensajes.alertas.archivo.folio, campo: 'id_alerta', tipo: 'entero' },
      {
        titulo: mensajes.alertas.archivo.tipo,
        campo: 'tipo',
        tipo: 'texto',
        leer: (f) => mensajes.alertas.tipos[f.tipo as TipoAlerta],
      },
      {
        titulo: mensajes.alertas.archivo.mensaje,
        campo: 'detalle',
        tipo: 'texto',
        leer: (f) =>
          mensajeAlerta(f.tipo as TipoAlerta, f.detalle, {
            maquina: (f.maquina as string | null) ?? null,
            producto: (f.producto as string | null) ?? null,
          }),
      },
      { titulo: mensajes.alertas.archivo.maquina, campo: 'maquina', tipo: 'texto' },
      { titulo: mensajes.alertas.archivo.producto, campo: 'producto', tipo: 'texto' },
      { titulo: mensajes.alertas.archivo.desde, campo: 'inicio', tipo: 'fechaHora' },
      { titulo: mensajes.alertas.archivo.abierta, campo: 'abierta', tipo: 'fechaHora' },
      { titulo: mensajes.alertas.archivo.cerrada, campo: 'cerrada', tipo: 'fechaHora' },
    ],
    def: alertas.LISTA,
    consulta: alertas.consultaLista,
  },
  cortes: {
    titulo: ua.cortes,
    prefijo: 'cortes',
    vistas: [ua.activos, ua.eliminados],
    columnas: [
      { titulo: ua.folio, campo: 'id_corte', tipo: 'entero' },
      { titulo: ua.fecha, campo: 'fecha', tipo: 'fechaHora' },
      { titulo: ua.maquina, campo: 'maquina', tipo: 'texto' },
      { titulo: ua.colector, campo: 'colector', tipo: 'texto' },
      { titulo: ua.lecturaAnterior, campo: 'lectura_anterior', tipo: 'entero' },
      { titulo: ua.lectura, campo: 'lectura', tipo: 'entero' },
      { titulo: ua.litros, campo: 'litros', tipo: 'entero' },
      { titulo: ua.precioLitro, campo: 'precio_litro', tipo: 'tasa' },
      { titulo: ua.esperado, campo: 'esperado', tipo: 'dinero' },
      { titulo: ua.contado, campo: 'contado', tipo: 'dinero' },
      { titulo: ua.diferencia, campo: 'diferencia', tipo: 'dinero' },
      {
        titulo: ua.motivo,
        campo: 'motivo',
        tipo: 'texto',
        leer: (f) =>
          [f.motivo ? NOMBRES_MOTIVOS[f.motivo as MotivoDiferencia] : '', f.motivo_texto ?? '']
            .filter(Boolean)
            .join(': '),
      },
      { titulo: ua.estado, campo: 'estado', tipo: 'texto' },
      { titulo: ua.deposito, campo: 'id_deposito', tipo: 'entero' },
      { titulo: ua.notas, campo: 'notas', tipo: 'texto' },
    ],
    def: cortes.LISTA,
    consulta: cortes.consultaLista,
  },
  depositos: {
    titulo: ua.depositos,
    prefijo: 'depositos',
    columnas: [
      { titulo: ua.folio, campo: 'id_deposito', tipo: 'entero' },
      { titulo: ua.fecha, campo: 'fecha', tipo: 'texto' },
      { titulo: ua.colector, campo: 'colector', tipo: 'texto' },
      { titulo: ua.referencia, campo: 'referencia', tipo: 'texto' },
      { titulo: ua.monto, campo: 'monto', tipo: 'dinero' },
      { titulo: ua.contado, campo: 'contado', tipo: 'dinero' },
      {
        titulo: ua.cortesCubiertos,
        campo: 'cortes',
        tipo: 'texto',
        leer: (f) => (f.cortes as number[]).map((n) => `#${n}`).join(', '),
      },
      { titulo: ua.notas, campo: 'notas', tipo: 'texto' },
    ],
    def: depositos.LISTA,
    consulta: depositos.consultaLista,
  },
  roles: {
    titulo: ur.tabRoles,
    prefijo: 'roles',
    columnas: [
      { titulo: ur.colId, campo: 'id_rol', tipo: 'entero' },
      { titulo: ur.colRol, campo: 'rol', tipo: 'texto' },
      { titulo: ur.colCreacion, campo: 'fecha_creacion', tipo: 'fechaHora' },
    ],
    def: rolmod.LISTA_ROLES,
    consulta: rolmod.consultaRoles,
  },
  modulos: {
    titulo: ur.tabModulos,
    prefijo: 'modulos',
    columnas: [
      { titulo: ur.colId, campo: 'id_modulo', tipo: 'entero' },
      { titulo: ur.colNombre, campo: 'nombre', tipo: 'texto' },
      { titulo: ur.colIcono, campo: 'icono', tipo: 'texto' },
    ],
    def: rolmod.LISTA_MODULOS,
    consulta: rolmod.consultaModulos,
  },
  urls: {
    titulo: ur.tabUrls,
    prefijo: 'urls',
    columnas: [
      { titulo: ur.colId, campo: 'id_url', tipo: 'entero' },
      { titulo: ur.colUrl, campo: 'ruta', tipo: 'texto' },
    ],
    def: rolmod.LISTA_URLS,
    consulta: rolmod.consultaUrls,
  },
  usuarios: {
    titulo: uu.titulo,
    prefijo: 'usuarios',
    vistas: [uu.tabActivos, uu.tabEliminados],
    columnas: [
      { titulo: uu.colId, campo: 'id_usuario', tipo: 'entero' },
      { titulo: uu.colNombre, campo: 'nombre', tipo: 'texto' },
      { titulo: uu.colApPaterno, campo: 'ap_paterno', tipo: 'texto' },
      { titulo: uu.colApMaterno, campo: 'ap_materno', tipo: 'texto' },
      { titulo: uu.colUsername, campo: 'username', tipo: 'texto' },
      { titulo: uu.colEmail, campo: 'email', tipo: 'texto' },
      { titulo: uu.colActivo, campo: 'activo', tipo: 'entero' },
      { titulo: uu.colRol, campo: 'rol', tipo: 'texto' },
      { titulo: uu.colCreacion, campo: 'fecha_creacion', tipo: 'fechaHora' },
    ],
    def: usuarios.LISTA,
    consulta: usuarios.consultaLista,
  },
  bitacora: {
    titulo: ub.titulo,
    prefijo: 'bitacora',
    columnas: [
      { titulo: ub.colFecha, campo: 'fecha', tipo: 'fechaHora' },
      { titulo: ub.colUsuario, campo: 'username', tipo: 'texto', leer: (f) => f.username ?? ub.sistema },
      { titulo: ub.colTabla, campo: 'tabla', tipo: 'texto', leer: (f) => nombreDeTabla(String(f.tabla)) },
      { titulo: ub.colRegistro, campo: 'id_registro', tipo: 'texto' },
      { titulo: ub.colAccion, campo: 'accion', tipo: 'texto', leer: (f) => ub.acciones[String(f.accion)] },
      { titulo: ub.colCambios, campo: 'cambios', tipo: 'texto', leer: cambiosEnTexto },
    ],
    def: bitacora.LISTA,
    consulta: bitacora.consultaLista,
  },
  maquinas: {
    titulo: uc.maquinas,
    prefijo: 'maquinas',
    columnas: [
      { titulo: uv.colId, campo: 'id_maquina', tipo: 'entero' },
      { titulo: uc.nombre, campo: 'nombre', tipo: 'texto' },
      { titulo: uc.estatus, campo: 'estatus', tipo: 'texto' },
      { titulo: uc.numeroSerie, campo: 'numero_serie', tipo: 'texto' },
      { titulo: uc.marcaModelo, campo: 'marca_modelo', tipo: 'texto' },
      { titulo: uc.fechaInstalacion, campo: 'fecha_instalacion', tipo: 'texto' },
    ],
    def: catalogos.LISTA_MAQUINAS,
    consulta: catalogos.consultaMaquinas,
  },
  productos: {
    titulo: uc.productos,
    prefijo: 'productos',
    columnas: [
      { titulo: uv.colId, campo: 'id_producto', tipo: 'entero' },
      { titulo: uc.nombre, campo: 'nombre', tipo: 'texto' },
      { titulo: uc.descripcion, campo: 'descripcion', tipo: 'texto' },
      { titulo: uc.precio, campo: 'precio', tipo: 'dinero' },
      { titulo: uc.stock, campo: 'stock', tipo: 'entero' },
      { titulo: uc.stockMinimo, campo: 'stock_minimo', tipo: 'entero' },
      { titulo: uc.tasaIva, campo: 'iva', tipo: 'porcentaje' },
    ],
    def: catalogos.LISTA_PRODUCTOS,
    consulta: catalogos.consultaProductos,
  },
  categorias: {
    titulo: uc.categoriasTransaccion,
    prefijo: 'categorias-transaccion',
    columnas: [
      { titulo: uv.colId, campo: 'id_categoria_transaccion', tipo: 'entero' },
      { titulo: uc.tipo, campo: 'tipo', tipo: 'texto' },
      { titulo: uc.clase, campo: 'clase', tipo: 'texto' },
      {
        titulo: uc.destacada,
        campo: 'highlight',
        tipo: 'texto',
        leer: (f) => (f.highlight ? uc.si : uc.no),
      },
    ],
    def: catalogos.LISTA_CATEGORIAS,
    consulta: catalogos.consultaCategorias,
  },
  tiendas: {
    titulo: mensajes.tiendas.ui.lista,
    prefijo: 'tiendas',
    vistas: [mensajes.tiendas.ui.activas, mensajes.tiendas.ui.eliminadas],
    columnas: [
      { titulo: mensajes.tiendas.ui.colId, campo: 'id_tienda', tipo: 'entero' },
      { titulo: mensajes.tiendas.ui.nombreComercial, campo: 'nombre_comercial', tipo: 'texto' },
      { titulo: mensajes.tiendas.ui.razonSocial, campo: 'razon_social', tipo: 'texto' },
      { titulo: mensajes.tiendas.ui.rfc, campo: 'rfc', tipo: 'texto' },
      { titulo: mensajes.tiendas.ui.tipoPersona, campo: 'tipo_persona', tipo: 'texto' },
      { titulo: mensajes.tiendas.ui.colFecha, campo: 'fecha_creacion', tipo: 'fechaHora' },
    ],
    def: tiendas.LISTA_TIENDAS,
    consulta: tiendas.consultaTiendas,
  },
  domicilios: {
    titulo: mensajes.domicilios.ui.guardadas,
    prefijo: 'domicilios',
    vistas: [mensajes.domicilios.ui.activas, mensajes.domicilios.ui.eliminadas],
    columnas: [
      { titulo: mensajes.domicilios.ui.colId, campo: 'id_domicilio', tipo: 'entero' },
      { titulo: mensajes.domicilios.ui.tienda, campo: 'tienda', tipo: 'texto' },
      { titulo: mensajes.domicilios.ui.colSucursal, campo: 'es_sucursal', tipo: 'texto' },
      { titulo: mensajes.domicilios.ui.colCalle, campo: 'calle', tipo: 'texto' },
      { titulo: mensajes.domicilios.ui.colNumExt, campo: 'numero_ext', tipo: 'texto' },
      { titulo: mensajes.domicilios.ui.colNumInt, campo: 'numero_int', tipo: 'texto' },
      { titulo: mensajes.domicilios.ui.colColonia, campo: 'colonia', tipo: 'texto' },
      { titulo: mensajes.domicilios.ui.colCp, campo: 'codigo_postal', tipo: 'texto' },
      { titulo: mensajes.domicilios.ui.colMunicipio, campo: 'municipio', tipo: 'texto' },
      { titulo: mensajes.domicilios.ui.colEstado, campo: 'estado', tipo: 'texto' },
      {
        titulo: mensajes.domicilios.ui.colCruzamientos,
        campo: 'primer_cruzamiento',
        tipo: 'texto',
        leer: (f) => [f.primer_cruzamiento, f.segundo_cruzamiento].filter(Boolean).join(' y '),
      },
      { titulo: mensajes.domicilios.ui.colReferencias, campo: 'referencias', tipo: 'texto' },
      { titulo: mensajes.domicilios.ui.latitud, campo: 'latitud', tipo: 'texto' },
      { titulo: mensajes.domicilios.ui.longitud, campo: 'longitud', tipo: 'texto' },
      { titulo: mensajes.domicilios.ui.colFecha, campo: 'fecha_creacion', tipo: 'fechaHora' },
    ],
    def: tiendas.LISTA_DOMICILIOS,
    consulta: tiendas.consultaDomicilios,
  },
  estados: {
    titulo: uec.estados,
    prefijo: 'estados-de-cuenta',
    columnas: [
      { titulo: uec.mes, campo: 'mes', tipo: 'texto' },
      { titulo: uec.tienda, campo: 'tienda', tipo: 'texto' },
      { titulo: uec.unidades, campo: 'unidades', tipo: 'entero' },
      { titulo: uec.litros, campo: 'litros', tipo: 'entero' },
      { titulo: uec.ventas, campo: 'ventas', tipo: 'dinero' },
      { titulo: uec.comision, campo: 'comision', tipo: 'dinero' },
      { titulo: uec.ajustes, campo: 'ajustes', tipo: 'dinero' },
      // The statement's identity, as its page says it: anterior + cargos − pagos recibidos = saldo al cierre.
      { titulo: uec.saldoAnterior, campo: 'saldo_anterior', tipo: 'dinero' },
      { titulo: uec.total, campo: 'total', tipo: 'dinero' },
      { titulo: uec.pagosMes, campo: 'pagos_mes', tipo: 'dinero' },
      { titulo: uec.saldo, campo: 'saldo', tipo: 'dinero' },
      { titulo: uec.pagado, campo: 'pagado', tipo: 'dinero' },
      { titulo: uec.pendiente, campo: 'pendiente', tipo: 'dinero' },
      { titulo: uec.cerrado, campo: 'cerrado', tipo: 'texto', leer: (f) => (f.cerrado ? uec.si : uec.no) },
    ],
    def: estados.LISTA_ESTADOS,
    consulta: estados.consultaEstados,
    // A view with a running sum: small by nature (stores × months), read whole rather than by keyset.
    todas: async (db, p, tz) => (await estados.listarEstados(db, { ...p, pagina: undefined }, tz)).filas,
  },
  pagos: {
    titulo: uec.pagos,
    prefijo: 'pagos-a-tiendas',
    columnas: [
      { titulo: uec.folio, campo: 'id_pago', tipo: 'entero' },
      { titulo: uec.fecha, campo: 'fecha', tipo: 'texto' },
      { titulo: uec.tienda, campo: 'tienda', tipo: 'texto' },
      { titulo: uec.monto, campo: 'monto', tipo: 'dinero' },
      { titulo: uec.metodo, campo: 'metodo', tipo: 'texto' },
      { titulo: uec.referencia, campo: 'referencia', tipo: 'texto' },
      { titulo: uec.registro, campo: 'usuario', tipo: 'texto' },
    ],
    def: pagos.LISTA_PAGOS,
    consulta: pagos.consultaPagos,
  },
  registrosSanitarios: exportacionRegistros,
} satisfies Record<string, ListaDeRegistros | ListaCalculada>;

export type NombreLista = keyof typeof LISTAS_EXPORTABLES;
