/// <reference types="vite/client" />
interface ImportMetaEnv {
  /** Base URL of a real backend; empty or unset starts the in-browser simulation. */
  readonly VITE_API_BASE_URL?: string;
  /** '1' in the build `npm run server` serves: the kit's calls go to that server. */
  readonly VITE_API_SERVER?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
