/** The Auth calls (docs/spec.md §7, §8). */
import * as auth from '../auth';
import { changed, tagged, type Operation } from '../operation';

const au = tagged('Auth');

export const authOperations: Operation[] = [
  au.write(
    'post',
    '/api/auth/login',
    'login',
    'Sign in',
    auth.loginBody,
    changed(auth.loginResponse, 'The session.'),
    {
      description:
        'Exact match of e-mail and password (SPEC §5). The token goes in `Authorization: Bearer <token>`; every call that changes data needs it (see Sessions). Wrong credentials answer 400 `errors.email = ["Invalid email or password"]` (SPEC §8).',
    },
  ),
];
