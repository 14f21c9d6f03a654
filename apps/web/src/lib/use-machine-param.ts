// The machine a screen shows, kept in the URL (?maquina=) so a reload or a shared link opens the same view.
import { useSearchParams } from 'react-router';

export function useMachineParam(): [number, (id: number) => void] {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('maquina') ?? 0) || 0;
  const set = (next: number) =>
    setParams(
      (p) => {
        if (next) p.set('maquina', String(next));
        else p.delete('maquina');
        return p;
      },
      { replace: true },
    );
  return [id, set];
}
