/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API base, e.g. `https://coldroom.example.org/api` in the native apps. Default `/api`. */
  readonly VITE_API_BASE?: string;
  /** Support address shown on the information pages ({supportEmail} in their content). */
  readonly VITE_SUPPORT_EMAIL?: string;
  /** The app's public address for links in SMS, e.g. `https://coldroom.example.org`. Default: the page's origin. */
  readonly VITE_PUBLIC_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
