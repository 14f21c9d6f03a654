// The sanitary record's export (.csv, .xlsx): the list's filtered, sorted entries, each kind's details in one cell.
import { mensajes } from '@aguavend/contract/messages';
import {
  NOMBRES_PUNTOS,
  NOMBRES_RESULTADOS,
  NOMBRES_TIPOS_REGISTRO,
  NOMBRES_VALORES,
  type PuntoLectura,
  type ResultadoAnalisis,
  type TipoRegistro,
  type ValorLectura,
} from '@aguavend/contract/sanitario';
import type { ListaDeRegistros } from '../listas/tipos.ts';
import { consultaLista, LISTA } from './sanitario.repository.ts';

const a = mensajes.sanitario.archivo;
const numero = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 2 });

/** One kind's details as the screen words them: 'Entrada: cloro 0.5 mg/L, pH 7.2, SDT 300 mg/L'. */
export function detalleDe(f: Record<string, unknown>): string {
  const v = (k: string) => f[k] as string | number | null;
  switch (f.tipo as TipoRegistro) {
    case 'LIMPIEZA':
      return [v('sustancia'), v('concentracion')].filter(Boolean).join(', ');
    case 'LECTURA': {
      const valores = [
        v('cloro') === null ? null : `cloro ${numero.format(v('cloro') as number)} mg/L`,
        v('ph') === null ? null : `pH ${numero.format(v('ph') as number)}`,
        v('sdt') === null ? null : `SDT ${numero.format(v('sdt') as number)} mg/L`,
      ].filter(Boolean);
      return `${NOMBRES_PUNTOS[v('punto') as PuntoLectura] ?? ''}: ${valores.join(', ')}`;
    }
    case 'ANALISIS':
      return `${v('laboratorio') ?? ''}: ${NOMBRES_RESULTADOS[v('resultado') as ResultadoAnalisis] ?? ''}`;
    case 'REEMPLAZO':
      return [
        v('consumible'),
        v('lectura_medidor') === null ? null : `${numero.format(v('lectura_medidor') as number)} L`,
      ]
        .filter(Boolean)
        .join(', ');
    default:
      return '';
  }
}

export const exportacionRegistros: ListaDeRegistros = {
  titulo: a.registros,
  prefijo: 'registro-sanitario',
  columnas: [
    { titulo: a.folio, campo: 'id_registro', tipo: 'entero' },
    { titulo: a.fecha, campo: 'fecha', tipo: 'texto' },
    { titulo: a.maquina, campo: 'maquina', tipo: 'texto' },
    {
      titulo: a.tipo,
      campo: 'tipo',
      tipo: 'texto',
      leer: (f) => NOMBRES_TIPOS_REGISTRO[f.tipo as TipoRegistro],
    },
    { titulo: a.responsable, campo: 'responsable', tipo: 'texto' },
    { titulo: a.detalle, campo: 'tipo', tipo: 'texto', leer: detalleDe },
    {
      titulo: a.fuera,
      campo: 'fuera',
      tipo: 'texto',
      leer: (f) => (f.fuera as ValorLectura[]).map((x) => NOMBRES_VALORES[x]).join(', '),
    },
    { titulo: a.notas, campo: 'notas', tipo: 'texto' },
  ],
  def: LISTA,
  consulta: consultaLista,
};
