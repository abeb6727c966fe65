import type { TemplateInstructor } from '~/content/queries';

import { ContentLink } from '../ContentLink';
import { Icon } from './Icons';

const NETWORK_NAMES = {
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
} as const;

/** An instructor's social links, as icons named for screen readers ("… on LinkedIn"). */
export function SocialLinks({
  person,
  className = '',
}: {
  person: Pick<TemplateInstructor, 'name' | 'socials'>;
  className?: string;
}) {
  if (!person.socials?.length) return null;
  return (
    <ul className={`flex gap-2 ${className}`}>
      {person.socials.map((social) => (
        <li key={social._key}>
          <ContentLink
            href={social.url}
            rel="noopener noreferrer"
            className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-teal-50 text-teal-800 hover:bg-teal-700 hover:text-white"
          >
            <Icon name={social.network} className="h-4 w-4" />
            <span className="sr-only">
              {person.name} on {NETWORK_NAMES[social.network]}
            </span>
          </ContentLink>
        </li>
      ))}
    </ul>
  );
}
