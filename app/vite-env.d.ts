/// <reference types="vite/client" />
interface ImportMetaEnv {
  /** Base URL of a real backend; empty or unset starts the in-browser simulation. */
  readonly VITE_API_BASE_URL?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
