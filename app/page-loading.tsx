/** What shows while a route chunk or its catalogues load: a slim bar at the top, nothing else. */
export function PageLoading() {
  return (
    <div
      role="progressbar"
      aria-label="Loading"
      aria-busy="true"
      className="ee:fixed ee:inset-x-0 ee:top-0 ee:z-50 ee:h-0.5 ee:overflow-hidden ee:bg-primary/20"
    >
      <div className="ee:h-full ee:w-1/3 ee:animate-[ee-loading_1.2s_ease-in-out_infinite] ee:bg-primary" />
    </div>
  );
}
