import type { FacultyMember } from '~/content/queries';

import { ContentImg } from './ContentImg';

export function FacultyGrid({ faculty }: { faculty: FacultyMember[] }) {
  return (
    <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {faculty.map((member) => (
        <li key={member._id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          {member.image ? (
            <ContentImg
              image={member.image}
              width={160}
              height={160}
              className="h-40 w-40 rounded-full object-cover"
            />
          ) : null}
          <h3 className="mt-4 text-xl font-semibold text-slate-900">{member.name}</h3>
          <p className="font-medium text-accent-700">{member.title}</p>
          {member.bio ? <p className="mt-3 text-slate-700">{member.bio}</p> : null}
        </li>
      ))}
    </ul>
  );
}
