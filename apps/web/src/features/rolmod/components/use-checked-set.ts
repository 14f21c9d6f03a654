// The checked ids of an assign tab: the server's links until the user toggles one, then the user's edit.
import { useState } from 'react';

export function useCheckedSet(owner: number, linked: number[] | undefined) {
  const [edited, setEdited] = useState<{ owner: number; ids: Set<number> } | null>(null);
  const selected: ReadonlySet<number> = edited?.owner === owner ? edited.ids : new Set(linked ?? []);
  const toggle = (id: number, checked: boolean) => {
    const ids = new Set(selected);
    if (checked) ids.add(id);
    else ids.delete(id);
    setEdited({ owner, ids });
  };
  /** Forget the edit, e.g. after the server has the new set. */
  const clear = () => setEdited(null);
  return { selected, toggle, clear };
}
