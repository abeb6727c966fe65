-- A student moving their seat to another session of the course (issue 22, point 5): the seat
-- keeps its first booking time (booked_at); the move is recorded beside it, for the roster.
-- `moves` counts them: the SEQUENCE of the calendar files the moves send, so each cancellation
-- or new event outranks the ones before it.
alter table session_seats
  add column moved_from text check (moved_from ~ '^[A-Za-z0-9_.-]{1,64}$'),
  add column moved_at timestamptz,
  add column moves integer not null default 0 check (moves >= 0),
  add constraint session_seats_move_recorded check ((moved_from is null) = (moved_at is null));
