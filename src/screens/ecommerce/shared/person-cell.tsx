import type { ReactNode } from 'react';

import { Avatar } from '@/components/ui/avatar';
import type { Tone } from '@/components/ui/tone';
import { TextLine } from '@/screens/shared/text-line';

const AVATAR_TONES: readonly Tone[] = [
  'primary',
  'success',
  'info',
  'warning',
  'error',
  'secondary',
];

/** A stable colour for a name, so one person keeps one colour on every screen. */
export function toneOf(name: string): Tone {
  let h = 0;
  for (const ch of name) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return AVATAR_TONES[h % AVATAR_TONES.length];
}

export interface PersonCellProps {
  /** The person's name. */
  name: string;
  /** A second line (their e-mail). */
  detail?: string;
  /** Wraps the name (a link to the person's page). */
  renderName?: (name: ReactNode) => ReactNode;
}

/** Initials avatar, name and e-mail: how lists show a customer, reviewer or referrer. */
export function PersonCell({ name, detail, renderName }: PersonCellProps) {
  const text = <TextLine className="ee:font-medium ee:text-heading">{name}</TextLine>;
  return (
    <div className="ee:flex ee:min-w-44 ee:items-center ee:gap-3">
      <Avatar size="sm" name={name} alt="" color={toneOf(name)} />
      <div className="ee:min-w-0">
        {renderName ? renderName(text) : text}
        {detail && <TextLine className="ee:text-[13px] ee:text-muted">{detail}</TextLine>}
      </div>
    </div>
  );
}
