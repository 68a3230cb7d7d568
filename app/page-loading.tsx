/** What shows while a route chunk or its catalogues load: a slim bar at the top, nothing else. */
export function PageLoading() {
  return (
    <div role="progressbar" aria-label="Loading" aria-busy="true" className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-primary/20">
      <div className="h-full w-1/3 animate-[ee-loading_1.2s_ease-in-out_infinite] bg-primary" />
    </div>
  );
}
