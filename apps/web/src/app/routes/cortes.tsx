// Cortes de caja (issue 17): 'Registrar corte' (phone first), the list of cortes (an ADMIN approves or rejects the
// pending ones) and Sobrantes y faltantes, as three sections whose choice lives in the URL (?seccion=…). A
// collector opens on the form, an ADMIN on the list.
import { mensajes } from '@aguavend/contract/messages';
import { PANTALLAS } from '@aguavend/contract/pantallas';
import { ROL_ADMIN } from '@aguavend/contract/sesion';
import { Nav } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { CorteForm } from '../../features/cortes/components/corte-form.tsx';
import { CortesCard } from '../../features/cortes/components/cortes-card.tsx';
import { CortesResumen } from '../../features/cortes/components/cortes-resumen.tsx';
import { useSession } from '../../lib/use-session.ts';

const ui = mensajes.uiCortes;
const SECCIONES = ['registrar', 'lista', 'resumen'] as const;
type Seccion = (typeof SECCIONES)[number];
const NOMBRES: Record<Seccion, string> = { registrar: ui.registrar, lista: ui.lista, resumen: ui.resumen };

export const comprobanteHref = (id_corte: number) => `${PANTALLAS.cortes.ruta}/${id_corte}/comprobante`;

export default function CortesRoute() {
  const admin = useSession()?.rol === ROL_ADMIN;
  const [params, setParams] = useSearchParams();
  const leida = params.get('seccion');
  const seccion: Seccion = SECCIONES.find((s) => s === leida) ?? (admin ? 'lista' : 'registrar');
  return (
    <>
      <PageHeader title={ui.titulo} icon="calculator" />
      <Nav variant="tabs" fill className="mb-3 av-secciones" activeKey={seccion} aria-label={ui.secciones}>
        {SECCIONES.map((s) => (
          <Nav.Item key={s}>
            <Nav.Link
              eventKey={s}
              href={`?seccion=${s}`}
              onClick={(e) => {
                e.preventDefault();
                // Another section's view starts afresh: a list's sort or period means nothing to the form.
                setParams({ seccion: s }, { replace: true });
              }}
            >
              {NOMBRES[s]}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      {seccion === 'registrar' && (
        <div className="av-corte-columna">
          <CorteForm comprobanteHref={comprobanteHref} />
        </div>
      )}
      {seccion === 'lista' && <CortesCard comprobanteHref={comprobanteHref} />}
      {seccion === 'resumen' && <CortesResumen />}
    </>
  );
}
