import { EmailScreen } from '@/screens/email/email-screen';

/**
 * /apps/email: the screen reads its folder, label, search and open e-mail from the URL itself
 * (`?folder=spam&q=…&email=12`).
 */
export function Component() {
  return <EmailScreen />;
}
