/**
 * Opens an IndexedDB database of one object store (made on first open). The simulation's small
 * IndexedDB helpers (the fence, the samples' cache) each keep one database of their own, so
 * neither's upgrade can block the other.
 */
export function openSingleStoreDb(
  factory: IDBFactory,
  name: string,
  store: string,
): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(store);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
    request.onblocked = () => reject(new Error('IndexedDB is blocked'));
  });
}
