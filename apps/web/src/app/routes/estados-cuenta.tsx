// Estados de cuenta (issue 18): the month's statements of the host stores (generate, close the month, print them
// all, open one), the payments to the stores with 'Registrar pago', and Rentabilidad, as three sections whose
// choice lives in the URL (?seccion=…), like the month (?mes=YYYY-MM, the one that just ended by default).
import { mensajes } from '@aguavend/contract/messages';
import { Nav } from 'react-bootstrap';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { EstadosCard } from '../../features/estados-cuenta/components/estados-card.tsx';
import { esMes, mesAnterior } from '../../features/estados-cuenta/components/mes.ts';
import { MesControles } from '../../features/estados-cuenta/components/mes-controles.tsx';
import { PagoForm } from '../../features/estados-cuenta/components/pago-form.tsx';
import { PagosCard } from '../../features/estados-cuenta/components/pagos-card.tsx';
import { Rentabilidad } from '../../features/estados-cuenta/components/rentabilidad.tsx';
import '../../features/estados-cuenta/components/estados-cuenta.css';
import { imprimirHref, verEstadoHref } from '../../features/estados-cuenta/components/rutas.ts';

const ui = mensajes.estadosCuenta.ui;
const SECCIONES = ['estados', 'pagos', 'rentabilidad'] as const;
type Seccion = (typeof SECCIONES)[number];
const NOMBRES: Record<Seccion, string> = {
  estados: ui.seccionEstados,
  pagos: ui.seccionPagos,
  rentabilidad: ui.seccionRentabilidad,
};

export default function EstadosCuentaRoute() {
  const [params, setParams] = useSearchParams();
  const leida = params.get('seccion');
  const seccion: Seccion = SECCIONES.find((s) => s === leida) ?? 'estados';
  const mesLeido = params.get('mes');
  const mes = esMes(mesLeido) ? mesLeido : mesAnterior();
  return (
    <>
      <PageHeader title={ui.titulo} icon="journal-check" />
      <Nav variant="tabs" fill className="mb-3 av-secciones" activeKey={seccion} aria-label={ui.secciones}>
        {SECCIONES.map((s) => (
          <Nav.Item key={s}>
            {/* Another section's view starts afresh: a list's sort or period means nothing to the next. */}
            <Nav.Link as={Link} eventKey={s} to={s === 'estados' ? `?mes=${mes}` : `?seccion=${s}`} replace>
              {NOMBRES[s]}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      {seccion === 'estados' && (
        <>
          <MesControles
            mes={mes}
            // A month's list starts afresh: its page and search belong to the month before.
            onMes={(m) => setParams({ mes: m }, { replace: true })}
            imprimirTodosHref={imprimirHref(mes)}
          />
          <EstadosCard mes={mes} verHref={verEstadoHref} />
        </>
      )}
      {seccion === 'pagos' && (
        <div className="row g-4">
          <div className="col-xl-4">
            <PagoForm />
          </div>
          <div className="col-xl-8">
            <PagosCard />
          </div>
        </div>
      )}
      {seccion === 'rentabilidad' && <Rentabilidad />}
    </>
  );
}
