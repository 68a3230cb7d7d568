import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';

import { useLocation, useLocationTree } from '@/api/client/device-locations';
import { ApiError } from '@/api/client/request';
import { useActionParam } from '@/screens/shared/use-action-param';

import type { LocationAction } from './location-dialogs';
import { ancestorsOf, indexTree } from './tree';

/**
 * The location screen's controller: the selection in `?location=ID`, the tree and the selected
 * location's queries, the tree's search and opened branches, the dialog being shown, and what
 * the page shows for the selection (its path, or that it names no location).
 */
export function useDeviceLocation() {
  const [params, setParams] = useSearchParams();
  const rawParam = params.get('location');
  const rawId = Number(rawParam);
  const selectedId = rawParam !== null && Number.isInteger(rawId) && rawId > 0 ? rawId : null;
  const treeQuery = useLocationTree();
  const locationQuery = useLocation(selectedId);
  const tree = useMemo(() => treeQuery.data?.tree ?? [], [treeQuery.data]);
  const index = useMemo(() => indexTree(tree), [tree]);
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<Set<number>>(() => new Set());
  const [action, setAction] = useState<LocationAction | null>(null);
  // `?action=add` (the palette's "Add location"): a location under the selected one, or a site.
  useActionParam(
    ['add'] as const,
    () => setAction({ kind: 'add', parentId: selectedId }),
    Boolean(treeQuery.data),
  );

  // The selected location is always in view: its ancestors open (also after a move).
  const [openedFor, setOpenedFor] = useState<string>('');
  const openKey = `${selectedId}:${treeQuery.dataUpdatedAt}`;
  if (selectedId !== null && treeQuery.data && openKey !== openedFor) {
    setOpenedFor(openKey);
    const path = ancestorsOf(index, selectedId).slice(0, -1);
    if (path.some((id) => !expanded.has(id))) setExpanded(new Set([...expanded, ...path]));
  }

  const select = (id: number | null, replace = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id === null) next.delete('location');
        else next.set('location', String(id));
        next.delete('page');
        return next;
      },
      { replace },
    );

  // `?location=` that names no location (a typo, a stale link, deleted elsewhere) says so, with a
  // way back to every site, rather than quietly showing every site.
  const notFound =
    (!!rawParam && selectedId === null) ||
    (locationQuery.error instanceof ApiError && locationQuery.error.status === 404);
  const selectedNode = selectedId !== null ? index.byId.get(selectedId) : undefined;
  // The previous location's page stays in the query while the next one loads: shown only for its
  // own id.
  const detail =
    !notFound && locationQuery.data?.location.id === selectedId ? locationQuery.data : undefined;
  const path = notFound
    ? []
    : (detail?.path ??
      (selectedId !== null ? ancestorsOf(index, selectedId).map((id) => index.byId.get(id)!) : []));

  // A location added under another opens its parent, and is selected.
  const onCreated = (id: number) => {
    if (action?.kind === 'add' && action.parentId !== null)
      setExpanded((prev) => new Set([...prev, action.parentId!]));
    select(id);
  };

  return {
    rawParam,
    selectedId,
    treeQuery,
    locationQuery,
    tree,
    search,
    setSearch,
    expanded,
    setExpanded,
    action,
    setAction,
    select,
    notFound,
    selectedNode,
    detail,
    path,
    onCreated,
  };
}

/** What the location screen's parts read from its controller. */
export type DeviceLocationController = ReturnType<typeof useDeviceLocation>;
