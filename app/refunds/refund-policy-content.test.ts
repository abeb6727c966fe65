/** The bundled content's refund policy is the one the site falls back to without content. */
import { beforeAll, describe, expect, it } from 'vitest';

import { refundTiersQuery } from '~/content/queries';
import { fetchContent } from '~/content/source.server';

import { DEFAULT_REFUND_TIERS, refundTiersFrom } from './refund-policy';

beforeAll(() => {
  delete process.env.SANITY_PROJECT_ID;
});

describe('the refund tiers of the bundled content', () => {
  it("are the policy's numbers, those the site refunds by", async () => {
    expect(refundTiersFrom(await fetchContent(refundTiersQuery))).toEqual(DEFAULT_REFUND_TIERS);
  });
});
