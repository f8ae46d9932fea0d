-- The console's queues update live (docs/operators.md "Live queues"): a change to a row of a queue tells every node
-- on the channel ops_queues, whichever node or job made it, with the queue and the row's id. pg_notify sends on commit,
-- once per distinct payload of a transaction.
create function operator_queue_notice() returns trigger language plpgsql as $$
declare
  changed record;
  queue text := tg_argv[0];
begin
  if tg_op = 'DELETE' then
    changed := old;
  else
    changed := new;
  end if;
  if tg_table_name = 'feedback' then
    queue := case when changed.category = 'report' then 'reports' else 'feedback' end;
  end if;
  perform pg_notify('ops_queues', json_build_object('queue', queue, 'id', changed.id)::text);
  return null;
end;
$$;

create trigger applications_queue_notice after insert or update or delete on applications
  for each row execute function operator_queue_notice('applications');
create trigger withdrawals_queue_notice after insert or update or delete on withdrawals
  for each row execute function operator_queue_notice('withdrawals');
create trigger feedback_queue_notice after insert or update or delete on feedback
  for each row execute function operator_queue_notice('feedback');

-- The counts the console shows are read on every change: the open rows of each queue by index.
create index applications_pending on applications (id) where status = 0;
create index withdrawals_pending on withdrawals (id) where status = 0;
create index feedback_unanswered on feedback (id) where reply is null;
