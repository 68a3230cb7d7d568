/**
 * Imported first by the entry (a side effect, so package.json lists it under sideEffects). The app
 * runs under a Content-Security-Policy without 'unsafe-eval' (vite.config.ts): zod would otherwise
 * probe `new Function` to compile faster parsers, and a strict policy reports that probe as a
 * violation even though zod catches it. Jitless parsing is the same validation, interpreted. Set
 * before any schema is built (zod reads it per schema), and without loading zod here (see
 * makeZodJitless); the kit itself never changes zod's global settings, a host chooses.
 */
import { makeZodJitless } from '../src/lib/zod-jitless';

makeZodJitless();
