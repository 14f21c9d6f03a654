// A formatter made on its first use instead of when its module loads. The first Intl object a page builds loads
// the locale's data (15–20 ms on a desktop, about four times that on a phone), and a module's top level runs before
// anything of its screen is drawn: built there, it held up Inicio's first paint (decision 029). Built on first use,
// it is made once, by the first render that formats something.

/** `crear`'s value, built on the first call and the same one on every call after. */
export function alUsar<T>(crear: () => T): () => T {
  let hecho: T | undefined;
  return () => {
    hecho ??= crear();
    return hecho;
  };
}
