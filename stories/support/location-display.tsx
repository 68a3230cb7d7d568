import { useLocation } from 'react-router';

/** Shows where the router is, so a play function can assert a navigation. */
export function LocationDisplay() {
  const location = useLocation();
  return (
    <output aria-label="Current location" className="ee:block ee:text-[13px]">
      {location.pathname}
      {location.search}
    </output>
  );
}
