// The user menu's choice of light, dark or the system's color mode; the page changes at once and remembers it.
import { mensajes } from '@aguavend/contract/messages';
import { Dropdown } from 'react-bootstrap';
import { type ColorMode, setColorMode, useColorMode } from '../../lib/color-mode.ts';

const m = mensajes.marco;
const CHOICES: { mode: ColorMode; label: string; icon: string }[] = [
  { mode: 'light', label: m.temaClaro, icon: 'sun' },
  { mode: 'dark', label: m.temaOscuro, icon: 'moon-stars' },
  { mode: 'auto', label: m.temaSistema, icon: 'circle-half' },
];

export function ColorModeItems() {
  const { mode } = useColorMode();
  return (
    <>
      <Dropdown.Header as="h2" className="h6 small">
        {m.tema}
      </Dropdown.Header>
      {CHOICES.map((c) => (
        <Dropdown.Item
          key={c.mode}
          as="button"
          aria-pressed={mode === c.mode}
          onClick={() => setColorMode(c.mode)}
          className="d-flex align-items-center"
        >
          <i className={`bi bi-${c.icon} me-2`} aria-hidden="true" />
          {c.label}
          {mode === c.mode && <i className="bi bi-check2 ms-auto ps-2" aria-hidden="true" />}
        </Dropdown.Item>
      ))}
    </>
  );
}
