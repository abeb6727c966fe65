import { useEffect } from 'react';

import type { SocialReel } from '~/content/queries';
import { useTranslation } from '~/i18n/translation';

import { ContentLink } from './ContentLink';

const EMBED_SCRIPT = 'https://www.instagram.com/embed.js';

declare global {
  interface Window {
    instgrm?: { Embeds: { process(): void } };
  }
}

/**
 * Instagram's reel embeds. Their script is added only when there are reels to show; until it
 * runs (or without JavaScript) each embed is a plain link to the reel.
 */
export function InstagramReels({ reels }: { reels: SocialReel[] }) {
  const { t } = useTranslation();

  useEffect(() => {
    if (!reels.length) return;
    if (window.instgrm) {
      window.instgrm.Embeds.process();
      return;
    }
    if (document.querySelector(`script[src="${EMBED_SCRIPT}"]`)) return;
    const script = document.createElement('script');
    script.src = EMBED_SCRIPT;
    script.async = true;
    document.body.appendChild(script);
  }, [reels]);

  if (!reels.length) return null;
  return (
    <ul className="mt-8 grid gap-8 md:grid-cols-2">
      {reels.map((reel) => (
        <li key={reel._id}>
          <blockquote
            className="instagram-media m-0 w-full rounded-xl border border-slate-200 bg-white p-6"
            data-instgrm-permalink={reel.url}
            data-instgrm-version="14"
          >
            <ContentLink
              href={reel.url}
              className="font-semibold text-brand-900 underline"
              rel="noopener noreferrer"
            >
              {t('pages.testimonials.reelFallback', { title: reel.title })}
            </ContentLink>
          </blockquote>
        </li>
      ))}
    </ul>
  );
}
