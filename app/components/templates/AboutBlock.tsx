import type { TemplateAbout } from '~/content/queries';

import { ContentImg } from '../ContentImg';
import { Icon } from './Icons';
import { SectionHeading, TemplateSection } from './SectionHeading';
import { SkillBars } from './SkillBars';

/** The generic about text, with its points or with the skill bars. */
export function AboutBlock({ about, skills = false }: { about: TemplateAbout; skills?: boolean }) {
  return (
    <TemplateSection id="about-heading">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <ContentImg
          image={about.img}
          width={520}
          sizes="(min-width: 1024px) 520px, 100vw"
          className="h-auto w-full max-w-lg justify-self-center rounded-3xl"
        />
        <div>
          <SectionHeading id="about-heading" heading={about} />
          <p className="mt-5 text-lg text-slate-700">{about.body}</p>
          {skills ? (
            <div className="mt-8">
              <SkillBars skills={about.skills} />
            </div>
          ) : (
            <ul className="mt-8 space-y-3">
              {about.points?.map((point) => (
                <li key={point} className="flex items-center gap-3 font-medium text-slate-800">
                  <Icon name="check" className="h-5 w-5 text-teal-700" />
                  {point}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </TemplateSection>
  );
}
