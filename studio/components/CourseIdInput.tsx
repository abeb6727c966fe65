import { useEffect, useState } from 'react';
import { getPublishedId, type StringInputProps, useClient, useFormValue } from 'sanity';

const API_VERSION = '2025-02-19';

/**
 * The course id field: read-only as soon as a published version of the course exists, also while
 * a draft of it is being edited (which the schema's `readOnly` callback cannot see). Watches the
 * published document, so the field locks the moment the course is first published.
 */
export function CourseIdInput(props: StringInputProps) {
  const id = useFormValue(['_id']);
  const client = useClient({ apiVersion: API_VERSION });
  const [published, setPublished] = useState(false);

  useEffect(() => {
    if (typeof id !== 'string') return undefined;
    const params = { id: getPublishedId(id) };
    const query = /* groq */ `defined(*[_id == $id][0]._id)`;
    let live = true;
    const check = () =>
      client
        .fetch<boolean>(query, params, { perspective: 'raw' })
        .then((exists) => live && setPublished(exists))
        .catch(() => undefined);
    void check();
    const subscription = client
      .listen(`*[_id == $id]`, params, { includeResult: false, visibility: 'query' })
      .subscribe({ next: () => void check(), error: () => undefined });
    return () => {
      live = false;
      subscription.unsubscribe();
    };
  }, [client, id]);

  return props.renderDefault({ ...props, readOnly: props.readOnly || published });
}
