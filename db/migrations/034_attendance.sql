-- Attendance (issue 26; docs/decisions/0067-attendance-and-ce-hours.md): staff mark each
-- registrant of a dated session present or absent, day by day. Marks are the CE record dentists'
-- boards audit: kept (seven years at least), never changed or deleted. A correction is a new mark
-- with who made it and why; a registrant's state on a day is their latest mark.
create table attendance_marks (
  id bigint generated always as identity primary key,
  -- The registrant: the order whose seat was booked in the session, for this course.
  order_id uuid not null references orders (id),
  course_id text not null check (length(course_id) between 1 and 64),
  session_key text not null check (session_key ~ '^[A-Za-z0-9_.-]{1,64}$'),
  day date not null,
  present boolean not null,
  -- The staff member's e-mail.
  marked_by text not null check (length(marked_by) between 3 and 320),
  -- Why an earlier mark of the same registrant and day was corrected; null for a first mark.
  reason text check (reason is null or length(reason) between 1 and 500),
  created_at timestamptz not null default now()
);

create index attendance_marks_session
  on attendance_marks (course_id, session_key, order_id, day, id);

create function attendance_marks_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'attendance_marks is append-only: % refused (add a correcting mark)', tg_op
    using errcode = 'restrict_violation';
end $$;

create trigger attendance_marks_append_only
  before update or delete on attendance_marks
  for each row execute function attendance_marks_append_only();
