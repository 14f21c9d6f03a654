// The business's identity at the head of every printed page and PDF (issue 43): logo, nombre comercial, razón
// social, RFC and régimen, domicilio fiscal and phone; the product's name only as a small "Hecho con AguaVend" line.
// One component for the comprobante de corte, the estados de cuenta, the expediente sanitario and list prints.
import { nombreRegimen } from '@aguavend/contract/identidad';
import { mensajes } from '@aguavend/contract/messages';
import { useIdentidad, useLogo } from '../lib/identidad.ts';
import './identidad-negocio.css';

const ui = mensajes.uiIdentidad;

export function IdentidadNegocio({ className = '' }: { className?: string }) {
  const { data: identidad } = useIdentidad();
  const logo = useLogo(identidad);
  const nombre = identidad?.nombre_comercial ?? identidad?.razon_social ?? null;
  const fiscal = [
    identidad?.razon_social !== nombre ? identidad?.razon_social : null,
    identidad?.rfc ? ui.rfcCorto(identidad.rfc) : null,
    identidad?.regimen_fiscal ? ui.regimenCorto(nombreRegimen(identidad.regimen_fiscal)) : null,
  ].filter(Boolean);
  const contacto = [
    identidad?.domicilio_fiscal,
    identidad?.telefono ? ui.telefonoCorto(identidad.telefono) : null,
  ].filter(Boolean);
  return (
    <div
      className={`av-identidad d-flex gap-2 align-items-start mb-2 ${className}`}
      data-testid="identidad-negocio"
    >
      {logo && nombre && <img src={logo} alt={ui.logoDe(nombre)} className="av-identidad-logo" />}
      <div className="av-identidad-texto">
        {nombre ? (
          <p className="mb-0 fw-bold fs-5 text-break av-identidad-nombre">{nombre}</p>
        ) : (
          identidad && <p className="mb-0 small text-body-secondary d-print-none">{ui.faltaIdentidad}</p>
        )}
        {fiscal.length > 0 && <p className="mb-0 small text-break">{fiscal.join(' · ')}</p>}
        {contacto.length > 0 && <p className="mb-0 small text-break">{contacto.join(' · ')}</p>}
        <p className="mb-0 text-body-secondary av-hecho-con">{ui.hechoCon}</p>
      </div>
    </div>
  );
}
