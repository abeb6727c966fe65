import type { RequirementGroup } from '~/content/queries';

import { PanelHeading } from './PanelFrame';

/** Award and enrollment requirements (docs/product.md#award-requirements), one list per group. */
export function Requirements({ groups }: { groups: RequirementGroup[] | null }) {
  if (!groups?.length) return null;
  return (
    <div className="grid gap-x-10 lg:grid-cols-2">
      {groups.map((group) => (
        <div key={group._key}>
          <PanelHeading>{group.heading}</PanelHeading>
          <ul className="mt-3 list-disc space-y-1.5 pl-5 text-slate-700 marker:text-accent-700">
            {group.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
