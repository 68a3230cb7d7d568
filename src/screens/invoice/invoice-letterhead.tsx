import { TextLine } from '../shared/text-line';
import type { InvoiceIssuer } from './invoice-issuer';
import { IssuerMark } from './issuer-mark';

export interface InvoiceLetterheadProps {
  issuer: InvoiceIssuer;
  /** The issuer's phone under its address (the document shows it; the form leaves it out). */
  withPhone?: boolean;
}

/** The issuer at the head of an invoice, written or shown: mark, name, address. */
export function InvoiceLetterhead({ issuer, withPhone = false }: InvoiceLetterheadProps) {
  return (
    <div className="ee:flex ee:min-w-0 ee:flex-col ee:gap-1">
      <div className="ee:mb-2 ee:flex ee:items-center ee:gap-3">
        <IssuerMark />
        <span className="ee:text-xl ee:font-bold ee:text-heading">{issuer.name}</span>
      </div>
      {issuer.address.map((line) => (
        <TextLine key={line} className="ee:text-[15px]">
          {line}
        </TextLine>
      ))}
      {withPhone && <TextLine className="ee:text-[15px]">{issuer.phone}</TextLine>}
    </div>
  );
}
