import type { PostalAddress } from '@/api/types/ecommerce';
import { TextLine } from '@/screens/shared/text-line';

import { countryCodeOf, useCountryName } from './country-name';

export interface AddressBlockProps {
  /** The address to show. */
  address: PostalAddress;
}

/**
 * A postal address, one line each (name, street, postcode and city, country in the user's
 * language).
 */
export function AddressBlock({ address }: AddressBlockProps) {
  const countryName = useCountryName();
  const code = countryCodeOf(address.country);
  return (
    <address className="ee:flex ee:flex-col ee:gap-0.5 ee:text-[15px] ee:not-italic">
      <TextLine className="ee:font-medium ee:text-heading">{address.name}</TextLine>
      <TextLine>{address.line1}</TextLine>
      <TextLine>
        {address.postalCode} {address.city}
      </TextLine>
      <TextLine>{code ? countryName(code, address.country) : address.country}</TextLine>
    </address>
  );
}
