/**
 * How the end-to-end server is configured (see start-server.ts); tests read the same values.
 * Everything hangs off E2E_PORT, so several runs (say, two engineers) can share a machine.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATABASE = `academy_e2e_${E2E_PORT}`;
export const E2E_EMBEDDED_POSTGRES_DIR = `.data/e2e-${E2E_PORT}/postgres`;
export const E2E_EMBEDDED_POSTGRES_PORT = 54349 + (E2E_PORT - 3100);
export const E2E_MAIL_DIR = `.data/e2e-${E2E_PORT}/mail`;
export const E2E_COUNTRY_HEADER = 'X-Country-Code';
export const E2E_PREVIEW_SECRET = 'e2e-preview-secret-0123456789';
