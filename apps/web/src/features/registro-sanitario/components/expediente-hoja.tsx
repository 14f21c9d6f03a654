// The expediente sanitario of a machine for a period, on screen and on Letter paper, ready to hand to a health
// inspector: the machine, its store and address, the period, the ranges readings are judged against, every entry in
// date order (readings judged), the reports attached by name, the tasks' and consumables' state, and when it was
// generated.
import { mensajes } from '@aguavend/contract/messages';
import {
  type ConsumibleFila,
  NOMBRES_PUNTOS,
  NOMBRES_TIPOS_REGISTRO,
  PUNTOS_LECTURA,
  type PuntoLectura,
  type RegistroFila,
  type TareaFila,
  VALORES_LECTURA,
} from '@aguavend/contract/sanitario';
import type { Key, ReactNode } from 'react';
import { IdentidadNegocio } from '../../../components/identidad-negocio.tsx';
import { type Column, RecordsTable } from '../../../components/records-card.tsx';
import { formatCalendarDay, formatDateTime, formatQuantity } from '../../../lib/format.ts';
import type { ExpedienteDatos } from '../api/registros.ts';
import { tamanoDe } from './adjuntos.tsx';
import { Proxima } from './cuidado-maquina.tsx';
import { rangoDe } from './rangos.tsx';
import { DetalleRegistro } from './registros-card.tsx';
import './registro-sanitario.css';

const ui = mensajes.uiSanitario;

function Dato({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="small fw-normal text-body-secondary">{label}</dt>
      <dd className="mb-2 fw-semibold text-break">{children}</dd>
    </div>
  );
}

/** One of the expediente's tables under its heading, or a line saying it is empty. */
function Tabla<R>({
  titulo,
  vacio,
  filas,
  columns,
  rowKey,
}: {
  titulo: string;
  vacio: string;
  filas: R[];
  columns: Column<R>[];
  rowKey: (r: R) => Key;
}) {
  return (
    <section className="mb-3 av-expediente-seccion">
      <h3 className="h6 fw-bold mb-1">{titulo}</h3>
      {filas.length === 0 ? (
        <p className="small text-body-secondary mb-0">{vacio}</p>
      ) : (
        <RecordsTable
          label={titulo}
          rows={filas}
          columns={columns}
          rowKey={rowKey}
          orden={undefined}
          onOrden={() => {}}
        />
      )}
    </section>
  );
}

type Adjunto = RegistroFila['adjuntos'][number] & { id_registro: number; fecha: string };

export function HojaExpediente({ e }: { e: ExpedienteDatos }) {
  const titulo = ui.expedienteDe(e.maquina);
  const adjuntos: Adjunto[] = e.registros.flatMap((r) =>
    r.adjuntos.map((a) => ({ ...a, id_registro: r.id_registro, fecha: r.fecha })),
  );
  const rangos: Column<PuntoLectura>[] = [
    { header: ui.colPunto, cell: (p) => NOMBRES_PUNTOS[p] },
    ...VALORES_LECTURA.map((v) => ({
      header: ui.cortos[v],
      cell: (p: PuntoLectura) => rangoDe(e.rangos, p, v),
      className: 'text-nowrap',
    })),
  ];
  const registros: Column<RegistroFila>[] = [
    { header: ui.fecha, cell: (r) => formatCalendarDay(r.fecha), className: 'text-nowrap' },
    { header: '#', cell: (r) => r.id_registro },
    { header: ui.tipo, cell: (r) => NOMBRES_TIPOS_REGISTRO[r.tipo] },
    { header: ui.colDetalle, cell: (r) => <DetalleRegistro r={r} juzgada /> },
    { header: ui.responsable, cell: (r) => r.responsable },
  ];
  const informes: Column<Adjunto>[] = [
    { header: ui.fecha, cell: (a) => formatCalendarDay(a.fecha), className: 'text-nowrap' },
    { header: '#', cell: (a) => a.id_registro },
    { header: ui.nombre, cell: (a) => <span className="text-break">{a.nombre}</span> },
    { header: ui.tamano, cell: (a) => tamanoDe(a.tamano), className: 'text-nowrap' },
  ];
  const tareas: Column<TareaFila>[] = [
    { header: ui.tipo, cell: (t) => NOMBRES_TIPOS_REGISTRO[t.tipo] },
    { header: ui.colFrecuencia, cell: (t) => ui.cadaDias(t.frecuencia_dias) },
    { header: ui.ultima, cell: (t) => (t.ultima ? formatCalendarDay(t.ultima) : ui.nunca) },
    { header: ui.proxima, cell: (t) => <Proxima t={t} /> },
  ];
  const consumibles: Column<ConsumibleFila>[] = [
    { header: ui.nombre, cell: (c) => c.nombre },
    { header: ui.instalado, cell: (c) => formatCalendarDay(c.instalado), className: 'text-nowrap' },
    {
      header: ui.uso,
      cell: (c) => (
        <span className={c.vencido ? 'av-fuera fw-semibold' : undefined}>
          {ui.usoDe(c.porcentaje)}
          {c.vencido && ` · ${ui.vencido}`}
          <span className="d-block small fw-normal text-body-secondary">
            {[
              ui.dias(formatQuantity(c.dias_usados)),
              c.vida_litros === null ? null : ui.litros(formatQuantity(c.litros_usados)),
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </span>
      ),
    },
  ];
  return (
    <article className="card shadow-sm av-expediente-hoja" aria-label={titulo}>
      <div className="card-body">
        <header className="border-bottom pb-2 mb-3">
          <IdentidadNegocio />
          <h2 className="h5 mb-0">{titulo}</h2>
        </header>
        <dl className="mb-2 av-expediente-datos">
          <Dato label={ui.maquina}>{e.maquina}</Dato>
          <Dato label={ui.ubicacion}>{e.tienda ?? ui.sinTienda}</Dato>
          <Dato label={ui.domicilio}>{e.domicilio ?? '—'}</Dato>
          <Dato label={ui.periodo}>
            {ui.periodoDe(formatCalendarDay(e.desde), formatCalendarDay(e.hasta))}
          </Dato>
        </dl>
        <Tabla titulo={ui.rangos} vacio="" filas={[...PUNTOS_LECTURA]} columns={rangos} rowKey={(p) => p} />
        <p className="small text-body-secondary mt-n2 mb-3">{ui.normaEntrada}</p>
        <Tabla
          titulo={ui.entradas}
          vacio={ui.sinEntradas}
          filas={e.registros}
          columns={registros}
          rowKey={(r) => r.id_registro}
        />
        <Tabla
          titulo={ui.informes}
          vacio={ui.sinInformes}
          filas={adjuntos}
          columns={informes}
          rowKey={(a) => a.id_adjunto}
        />
        <Tabla
          titulo={ui.estadoTareas}
          vacio={ui.sinTareas}
          filas={e.tareas}
          columns={tareas}
          rowKey={(t) => t.id_tarea}
        />
        <Tabla
          titulo={ui.estadoConsumibles}
          vacio={ui.sinConsumibles}
          filas={e.consumibles}
          columns={consumibles}
          rowKey={(c) => c.id_consumible}
        />
        <p className="small text-body-secondary mb-0 text-end">{ui.generado(formatDateTime(e.generado))}</p>
      </div>
    </article>
  );
}
