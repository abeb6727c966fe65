/**
 * The printed transcript of the signed-in account (docs/decisions/0069): its transcript
 * (app/transcripts) with the student's name, licence and AGD id, and the provider. Here, not in
 * transcripts/, because the name is the account's profile: transcripts sits below accounts.
 */
import { accountCeDetails } from '~/certificates/participant.server';
import { printedProvider } from '~/certificates/printed.server';
import { ceProviderQuery } from '~/content/queries';
import { fetchContent } from '~/content/source.server';
import type { Sql } from '~/db/client.server';
import type { Language } from '~/i18n/config';
import { loadTranscript, type TranscriptDocument } from '~/transcripts/transcripts.server';

import { accountProfile, receiptOwnerOf } from './account.server';

/** The signed-in account's transcript with its name, licence and AGD id, and the provider. */
export async function loadTranscriptDocument(
  sql: Sql,
  userId: string,
  language: Language,
): Promise<TranscriptDocument> {
  const owner = await receiptOwnerOf(sql, userId);
  const [transcript, profile, ce, settings] = await Promise.all([
    loadTranscript(sql, owner, language),
    accountProfile(sql, userId),
    accountCeDetails(sql, userId),
    fetchContent(ceProviderQuery, {}, { lang: language }),
  ]);
  return {
    transcript,
    student: { name: profile.name ?? profile.email, email: profile.email, ...ce },
    provider: printedProvider(settings),
  };
}
