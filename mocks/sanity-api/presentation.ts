import { createClient } from '@sanity/client';
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret';

/**
 * What the Studio's Presentation tool does before it loads the site's preview: store a fresh
 * preview secret in the dataset (the library's own function, here against the stand-in at
 * `apiUrl`). Returns the secret, for `/api/preview?sanity-preview-secret=...`.
 */
export async function storePreviewSecret(options: {
  apiUrl: string;
  token: string;
  dataset: string;
  studioUrl: string;
}): Promise<string> {
  const studioClient = createClient({
    projectId: 'stand-in',
    dataset: options.dataset,
    apiVersion: '2025-02-19',
    apiHost: options.apiUrl,
    useProjectHostname: false,
    useCdn: false,
    token: options.token,
  });
  const { secret } = await createPreviewSecret(studioClient, 'stand-in', options.studioUrl);
  return secret;
}
