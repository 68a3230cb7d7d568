/** The "send invoice" form: the e-mail as typed, checked by the contract's schema of the call. */
import { invoiceSendBody } from '@/api/contract/invoice';

export interface SendFormValues {
  from: string;
  to: string;
  subject: string;
  message: string;
}

/** The same schema the simulation checks a send with. */
export const sendFormSchema = invoiceSendBody;
