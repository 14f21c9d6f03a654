// A dropdown of the top bar whose code loads when a person first reaches for it. react-bootstrap's Dropdown brings
// Popper and its overlay machinery (about 11 KB compressed) that every screen's first load would otherwise carry
// (issue 16's budget for Inicio). Until then its toggle is a plain button that looks and reads the same; hovering or
// focusing it starts the download, and the click renders the real menu open, with the focus on its toggle, so the
// keyboard (Escape, the arrows) works from the first opening.
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

export interface ToggleLook {
  /** Classes beside react-bootstrap's `btn btn-light dropdown-toggle`. */
  className: string;
  'aria-label': string;
  children: ReactNode;
}

export function MenuDiferido({
  toggle,
  precargar,
  children,
}: {
  toggle: ToggleLook;
  /** The dynamic import of the real menu's module (the same one its `lazy` reads). */
  precargar: () => Promise<unknown>;
  /** The real menu, a `lazy` component, rendered from the first click on and shown open. */
  children: ReactNode;
}) {
  const [usado, setUsado] = useState(false);
  const cargar = () => void precargar().catch(() => {});
  const boton = (
    <div className="dropdown">
      <button
        type="button"
        className={`dropdown-toggle btn btn-light ${toggle.className}`}
        aria-label={toggle['aria-label']}
        aria-expanded={usado}
        onPointerEnter={cargar}
        onFocus={cargar}
        onClick={() => setUsado(true)}
      >
        {toggle.children}
      </button>
    </div>
  );
  return usado ? <Suspense fallback={boton}>{children}</Suspense> : boton;
}

/** The real menu's toggle takes the focus once, when it replaces the plain button that was just clicked. */
export function useFocoInicial<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}
