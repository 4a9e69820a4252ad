/// <reference types="vite/client" />

/** The storefront's build-time settings (see `src/app/config.ts`). */
interface ImportMetaEnv {
  readonly VITE_VITRINE_API_URL?: string;
  readonly VITE_VITRINE_CLIENT_ID?: string;
  readonly VITE_VITRINE_CATALOG?: string;
}
