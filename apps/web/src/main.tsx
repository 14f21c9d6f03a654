// Entry of the panel: styles, the color mode (before the first paint), providers and the router.
import 'bootstrap/dist/css/bootstrap.min.css';
// The icons the panel's code names, not all 2,000 (vite-iconos.ts).
import 'virtual:iconos.css';
import './app/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider.tsx';
import { applyColorMode, watchSystemColorMode } from './lib/color-mode.ts';

applyColorMode();
watchSystemColorMode();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <AppProvider />
    </StrictMode>,
  );
}
