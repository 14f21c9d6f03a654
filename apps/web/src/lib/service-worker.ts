// The installable app's service worker (docs/decisions/029). Installing it downloads the whole panel for offline
// use, every screen's code: about 1.6 MB, at a new build's first load too. Registered on the page's `load` event, it
// did so while a signed-in screen was still fetching its data and the rest of its code, all of which the page loads
// after `load`; on a phone on mobile data the first screen waited for its share. Each first screen registers it now
// once it is drawn and has its data: the login screen at once, the panel's frame when its first load has ended
// (primera-carga.ts).

let registrado = false;

/** Registers the worker, once per page; a browser without service workers goes without. */
export function registrarServiceWorker() {
  if (registrado || !('serviceWorker' in navigator)) return;
  registrado = true;
  // A refused registration (a private window that forbids storage) leaves the panel working online, as without one.
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
}
