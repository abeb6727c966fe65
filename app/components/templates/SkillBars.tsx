import type { TemplateSkill } from '~/content/queries';

/** Labelled bars with their percentage (the bar itself is decoration; the text says it). */
export function SkillBars({ skills }: { skills: TemplateSkill[] }) {
  return (
    <ul className="space-y-5">
      {skills.map((skill) => (
        <li key={skill._key}>
          <div className="flex justify-between font-semibold text-slate-900">
            <span>{skill.label}</span>
            <span>{skill.percent}%</span>
          </div>
          <div aria-hidden="true" className="mt-2 h-2 rounded-full bg-slate-200">
            <div className="h-2 rounded-full bg-teal-700" style={{ width: `${skill.percent}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}
