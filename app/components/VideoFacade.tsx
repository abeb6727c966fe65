import { useState } from 'react';

import type { CatalogVideo } from '~/content/queries';
import { useTranslation } from '~/i18n/translation';

import { ContentImg } from './ContentImg';

/**
 * A thumbnail that becomes YouTube's player only when played, so the catalog page loads no
 * third-party script for its 16 videos. Without JavaScript the thumbnail links to YouTube.
 */
export function VideoFacade({ video }: { video: CatalogVideo }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);

  if (playing) {
    return (
      <iframe
        className="aspect-video w-full rounded-xl"
        src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.videoId)}?autoplay=1&rel=0`}
        title={video.title}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
      />
    );
  }

  return (
    <a
      href={`https://www.youtube.com/watch?v=${encodeURIComponent(video.videoId)}`}
      onClick={(event) => {
        event.preventDefault();
        setPlaying(true);
      }}
      className="group relative block overflow-hidden rounded-xl"
      aria-label={t('pages.catalog.play', { title: video.title })}
    >
      {video.thumbnail ? (
        <ContentImg
          image={video.thumbnail}
          width={640}
          height={360}
          sizes="(min-width: 768px) 50vw, 100vw"
          className="aspect-video h-auto w-full object-cover transition group-hover:scale-[1.02]"
          alt=""
        />
      ) : (
        <div className="aspect-video w-full bg-brand-900" />
      )}
      <span
        aria-hidden="true"
        className="absolute inset-0 m-auto flex h-16 w-16 items-center justify-center rounded-full bg-accent-500 text-2xl text-slate-950 shadow-lg transition group-hover:scale-110"
      >
        ▶
      </span>
    </a>
  );
}
