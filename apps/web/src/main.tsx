// Entry of the panel: styles, the color mode (before the first paint), providers and the router.
import 'bootstrap/dist/css/bootstrap.min.css';
// The icons the panel's code names, not all 2,000 (vite-iconos.ts).
import 'virtual:iconos.css';
import './app/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider.tsx';
import { router } from './app/router.tsx';
import { applyColorMode, watchSystemColorMode } from './lib/color-mode.ts';

applyColorMode();
watchSystemColorMode();

const root = document.getElementById('root');
if (root) {
  // As a transition, React renders the first screen in slices that yield to the browser between them, instead
  // of one long task that blocks a phone's main thread (Lighthouse's total blocking time, issue 20).
  const raiz = createRoot(root);
  const montar = () =>
    startTransition(() => {
      raiz.render(
        <StrictMode>
          <AppProvider />
        </StrictMode>,
      );
    });
  // A page sent with its screen already drawn (app/cascaron.tsx) keeps it until the screen's code is here: React's
  // first render replaces what the page holds, and the router's first one would be its loading spinner.
  if (root.hasChildNodes() && !router.state.initialized) {
    const dejar = router.subscribe((estado) => {
      if (!estado.initialized) return;
      dejar();
      montar();
    });
  } else {
    montar();
  }
}
