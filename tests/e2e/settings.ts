/** How the end-to-end server is configured (see start-server.ts); tests read the same values. */
export const E2E_MAIL_DIR = '.data/e2e-mail';
export const E2E_COUNTRY_HEADER = 'X-Country-Code';
export const E2E_PREVIEW_SECRET = 'e2e-preview-secret-0123456789';
