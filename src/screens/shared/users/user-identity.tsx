import { Link } from 'react-router';

import { Avatar } from '@/components/ui/avatar';
import { tones, type Tone } from '@/components/ui/tone';
import { TextLine } from '@/screens/shared/text-line';

/**
 * A colour per person, the same on every screen (from the id, so it does not move when a name
 * changes).
 */
export function userTone(id: number): Tone {
  return tones[id % tones.length];
}

export interface UserIdentityProps {
  id: number;
  fullName: string;
  email: string;
  /** Picture URL; '' shows the initials. */
  avatar: string;
  /** Where the name links to (the user's page). */
  to?: string;
}

/** Avatar (initials when there is no picture), the name as a link and the e-mail under it. */
export function UserIdentity({ id, fullName, email, avatar, to }: UserIdentityProps) {
  return (
    <div className="ee:flex ee:min-w-52 ee:items-center ee:gap-3">
      <Avatar name={fullName} src={avatar || undefined} alt="" color={userTone(id)} />
      <div className="ee:min-w-0">
        {to ? (
          <Link
            to={to}
            className="ee:tap-target ee:block ee:font-medium ee:text-heading ee:hover:text-primary-ink"
          >
            <TextLine truncate>{fullName}</TextLine>
          </Link>
        ) : (
          <TextLine truncate className="ee:font-medium ee:text-heading">
            {fullName}
          </TextLine>
        )}
        <TextLine truncate className="ee:text-[13px] ee:text-muted">
          {email}
        </TextLine>
      </div>
    </div>
  );
}
