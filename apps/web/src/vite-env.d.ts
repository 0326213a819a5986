/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API base, e.g. `https://coldroom.example.org/api` in the native apps. Default `/api`. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
