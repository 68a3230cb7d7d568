import { Link } from 'react-router';

/** A card header's "View all …" link to another tab of the profile. */
export function ViewAllLink({ to, children }: { to: string; children: string }) {
  return (
    <Link
      to={to}
      className="ee:tap-target ee:text-[13px] ee:font-medium ee:text-primary-ink ee:no-underline ee:hover:underline ee:px-2"
    >
      {children}
    </Link>
  );
}
