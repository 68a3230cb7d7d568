/**
 * The built app's Content-Security-Policy (README: "Deploying"): what `vite preview` (`npm start`)
 * and the server (`npm run server`, server/routes/app.ts) send with the app's files. Scripts and the
 * simulation's worker from our own origin only; `connect-src 'self'` covers the same origin's
 * `ws:`/`wss:` (the server's `/api/live`).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self' https:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');
