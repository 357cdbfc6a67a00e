-- Background jobs: fulfilment, e-mail, payment settlement, webhook processing. A job is
-- claimed with a lease that its worker keeps extending while it runs, so a job of a process
-- that died is taken by another once the lease runs out. Finished jobs are kept a while:
-- their key is what makes a second enqueue of the same work a no-op.
CREATE TABLE jobs (
  id text PRIMARY KEY,
  queue text NOT NULL,
  key text UNIQUE,
  payload jsonb NOT NULL,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'done', 'failed')),
  run_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  locked_by text,
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);

CREATE INDEX jobs_due ON jobs (run_at) WHERE state = 'queued';

CREATE INDEX jobs_finished ON jobs (finished_at) WHERE state <> 'queued';
