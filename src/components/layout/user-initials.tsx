import { Avatar } from '../ui/avatar';

/** The user's initials with the online dot (the user menu's button and its header). */
export function UserInitials({ name }: { name: string }) {
  return (
    <span className="ee:relative ee:inline-flex">
      <Avatar name={name} alt="" />
      <span
        aria-hidden
        className="ee:absolute ee:end-0 ee:bottom-0 ee:size-2.5 ee:rounded-full ee:bg-success ee:ring-2 ee:ring-surface"
      />
    </span>
  );
}
