// A signed-in page's first load in a few files instead of some thirty (docs/decisions/029, addendum of 2026-11-27).
//
// Rolldown's automatic chunking gives every set of screens that shares some modules a chunk of its own: Inicio's
// first load fetched the frame's and its own code as about thirty files of 1–12 KB, which a phone on HTTP/1.1 gets
// six at a time. This plugin builds the panel once without writing it, reads which chunks each first load fetches
// (after tree-shaking: only the modules a chunk really holds), and gives the real build three groups:
// - `marco`: the frame and the screens' guard, which every signed-in screen loads;
// - `inicio-comun`: what Inicio's screen shares with others (page header, period filter, selects, charts);
// - `login-comun`: what the login form shares with the panel (the form's field, the spinner).
// None takes a module of the main script, and the login's own code stays out of the first two, so the login page
// loads nothing more than before. Worked out from the build's own chunks, the groups follow the next import.
import type { OutputChunk } from 'rolldown';
import { build, type Plugin, type PluginOption } from 'vite';

/** The routes whose first loads are grouped, by their module's path under src/. */
const LOGIN = '/src/app/routes/login.tsx';
const MARCO = ['/src/app/layout/dashboard-layout.tsx', '/src/app/pantalla-guard.tsx'];
const INICIO = '/src/app/routes/inicio.tsx';

type Grupo = { name: string; test: (id: string) => boolean; includeDependenciesRecursively: false };

/** The groups, from the chunks of a build without them. */
export function gruposDePrimeraCarga(chunks: OutputChunk[]): Grupo[] {
  const porArchivo = new Map(chunks.map((c) => [c.fileName, c]));
  const fachada = (ruta: string) => {
    const c = chunks.find((x) => x.facadeModuleId?.endsWith(ruta));
    if (!c) throw new Error(`La compilación no tiene ${ruta}: revise vite-primera-carga.ts`);
    return c.fileName;
  };
  /** A chunk and every chunk it imports statically: what loading it fetches. */
  const cierre = (archivos: string[]) => {
    const vistos = new Set<string>();
    const pendientes = [...archivos];
    for (let a = pendientes.pop(); a !== undefined; a = pendientes.pop()) {
      if (vistos.has(a)) continue;
      vistos.add(a);
      pendientes.push(...(porArchivo.get(a)?.imports ?? []));
    }
    return vistos;
  };
  const principal = cierre(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
  const login = cierre([fachada(LOGIN)]);
  const marco = cierre(MARCO.map(fachada));
  const pantallaInicio = fachada(INICIO);
  const inicio = cierre([pantallaInicio]);
  const modulos = (archivos: Iterable<string>) =>
    new Set([...archivos].flatMap((a) => porArchivo.get(a)?.moduleIds ?? []));
  const sin = (de: Set<string>, ...quitar: Set<string>[]) =>
    [...de].filter((a) => !quitar.some((q) => q.has(a)));
  const grupo = (name: string, archivos: Iterable<string>): Grupo => {
    const ids = modulos(archivos);
    // Only the modules named: following their imports would pull the main script's (React) into the group.
    return { name, test: (id) => ids.has(id), includeDependenciesRecursively: false };
  };
  return [
    grupo('marco', sin(marco, principal, login)),
    // Inicio's own chunk stays as it is: only what it shares with other screens joins.
    grupo(
      'inicio-comun',
      sin(inicio, principal, login, marco).filter((a) => a !== pantallaInicio),
    ),
    grupo(
      'login-comun',
      [...login].filter((a) => !principal.has(a) && (marco.has(a) || inicio.has(a))),
    ),
  ];
}

/**
 * The plugin: `plugins` are those the first build needs to resolve every import (React's, the icon stylesheet's);
 * that build writes nothing and runs none of the real build's other steps.
 */
export function agruparPrimeraCarga(raiz: string, plugins: () => PluginOption[]): Plugin {
  return {
    name: 'aguavend:agrupar-primera-carga',
    apply: 'build',
    async config() {
      const salida = await build({
        configFile: false,
        root: raiz,
        logLevel: 'silent',
        plugins: plugins(),
        build: { write: false, emptyOutDir: false },
      });
      const resultados = Array.isArray(salida) ? salida : [salida];
      const chunks = resultados.flatMap((r) =>
        'output' in r ? r.output.filter((o): o is OutputChunk => o.type === 'chunk') : [],
      );
      return {
        build: { rolldownOptions: { output: { codeSplitting: { groups: gruposDePrimeraCarga(chunks) } } } },
      };
    },
  };
}
