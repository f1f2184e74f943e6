/**
 * Migration 0028 (PostgreSQL only): the send path's two functions (migration 0027) again, written so
 * that their plans cannot scan a whole table.
 *
 * A function's plans are made once per connection and kept (`force_generic_plan`), from the
 * statistics of that moment. Planned while a table was empty or small (a new deployment, the
 * bench's fresh schema, any table before its first analyze), 0027's `not exists` lookups became
 * hashed subplans: every batch read all of `messages` (or `friends`) into a hash table, and the
 * counters' update joined all of `user_seq` by hash. With 25,000 messages a batch of six took 15 ms of
 * PostgreSQL's CPU, and at a steady 1,000 messages a second PostgreSQL used one and a half cores.
 *
 * Now each lookup is a lateral subquery with `limit 1`, which PostgreSQL can only run as a probe of
 * the row's key (an index), the counters are updated by key (`= any`), and `enable_seqscan = off`
 * keeps what remains (the push subscriptions' join) on its index however small the table looked
 * when the plan was made. Results are the same as 0027's (messages/send-pg.test.ts). 0027 stays as it
 * shipped (migrations.ts), so the statements that did not change are written in both.
 */
import { sql } from "kysely";
import type { Kysely, Migration } from "kysely";
import type { Dialect } from "./database.js";

const sendFacts = sql`
create or replace function chat_send_facts(p_from integer[], p_to integer[], p_client_msg_ids text[])
returns table (earlier json, self json, peer json, blocked boolean, friends boolean)
language plpgsql stable set plan_cache_mode = force_generic_plan set enable_seqscan = off as $$
begin
  return query select
    (select row_to_json(m) from messages m where m.from_user_id = k.f and m.client_msg_id = k.c),
    (select row_to_json(u) from users u where u.id = k.f and u.deleted_at is null),
    (select row_to_json(u) from users u where u.id = k.t and u.deleted_at is null),
    bl.found is not null,
    fr.found is not null
  from unnest(p_from, p_to, p_client_msg_ids) with ordinality as k(f, t, c, i)
  left join lateral (select true as found from user_blocks b
    where (b.user_id = k.f and b.blocked_user_id = k.t) or (b.user_id = k.t and b.blocked_user_id = k.f) limit 1) bl on true
  left join lateral (select true as found from friends x where x.user_id = k.f and x.friend_user_id = k.t limit 1) fr on true
  order by k.i;
end $$`;

const storeMessages = sql`
create or replace function chat_store_messages(
  p_ids text[], p_client_msg_ids text[], p_from integer[], p_to integer[], p_types text[], p_contents text[],
  p_urls text[], p_customs text[], p_exts text[], p_platforms text[], p_nows bigint[], p_wires text[], p_push boolean[])
returns table (o_status text, o_pair_seq bigint, o_low_seq bigint, o_high_seq bigint)
language plpgsql set plan_cache_mode = force_generic_plan set enable_seqscan = off as $$
declare
  v_keep boolean[];
begin
  -- A clientMsgId the sender used already, in the table or earlier in this batch, stores nothing.
  select array_agg(k.keep order by k.ord) into v_keep from (
    select u.ord, row_number() over (partition by u.f, u.c order by u.ord) = 1 and used.found is null as keep
    from unnest(p_from, p_client_msg_ids) with ordinality as u(f, c, ord)
    left join lateral (select true as found from messages m where m.from_user_id = u.f and m.client_msg_id = u.c limit 1) used on true
  ) k;
  -- Both conversations of every pair, written once with what the batch adds (the receiver's unread,
  -- the last message), in (user_id, peer_id) order; then every counter, in user_id order.
  insert into conversations as c (user_id, peer_id, unread, last_message_id, last_time, hidden)
    select s.u, s.p, sum(s.unread), (array_agg(s.id order by s.ord desc))[1], (array_agg(s.t order by s.ord desc))[1], 0
    from unnest(p_from, p_to, p_ids, p_nows, v_keep) with ordinality as b(f, t, id, now, keep, ord)
    cross join lateral (values (b.f, b.t, 0, b.id, b.now, b.ord), (b.t, b.f, 1, b.id, b.now, b.ord)) as s(u, p, unread, id, t, ord)
    where b.keep
    group by s.u, s.p
    order by s.u, s.p
    on conflict (user_id, peer_id) do update
    set unread = c.unread + excluded.unread, last_message_id = excluded.last_message_id, last_time = excluded.last_time, hidden = 0;
  insert into user_seq (user_id, seq) select distinct u, 0 from unnest(p_from || p_to) u order by u on conflict (user_id) do nothing;
  perform 1 from user_seq s where s.user_id = any(p_from || p_to) order by s.user_id for update;
  -- The rows are held: number the messages in their pairs and the events in their users' sequences.
  return query
  with batch as (
    select b.*, least(b.f, b.t) as lo, greatest(b.f, b.t) as hi, least(b.f, b.t) || ':' || greatest(b.f, b.t) as pair
    from unnest(p_ids, p_client_msg_ids, p_from, p_to, p_types, p_contents, p_urls, p_customs, p_exts, p_platforms, p_nows, p_wires, p_push, v_keep)
      with ordinality as b(id, c, f, t, type, content, url, custom, ext, platform, now, wire, push, keep, ord)
  ),
  numbered as (
    select b.*, coalesce((select max(m.pair_seq) from messages m where m.pair_key = b.pair), 0) + row_number() over (partition by b.pair order by b.ord) as seq
    from batch b where b.keep
  ),
  stored as (
    insert into messages (id, client_msg_id, from_user_id, to_user_id, pair_key, type, content, url, custom, ext, platform, created_at, recalled_at, pair_seq)
    select n.id, n.c, n.f, n.t, n.pair, n.type, n.content, n.url, n.custom, n.ext, n.platform, n.now, null, n.seq from numbered n
  ),
  events as (
    select n.ord, x.u, n.id, n.now, '{"seq":' || n.seq || ',' || substr(n.wire, 2) as data,
      (select s.seq from user_seq s where s.user_id = x.u) + row_number() over (partition by x.u order by n.ord) as seq
    from numbered n cross join lateral (values (n.lo), (n.hi)) as x(u)
  ),
  stored_events as (
    insert into events (user_id, seq, type, data, ref_id, created_at) select e.u, e.seq, 'message', e.data, e.id, e.now from events e
  ),
  counted as (
    update user_seq s set seq = s.seq + (select count(*) from events e where e.u = s.user_id)
    where s.user_id = any(array(select e.u from events e))
  ),
  pushed as (
    insert into push_outbox (user_id, subscription_id, kind, peer_id, ref, next_at, created_at)
    select n.t, ps.id, 'message', n.f, n.id, n.now, n.now from numbered n join push_subscriptions ps on ps.user_id = n.t where n.push
  )
  select case when b.keep then 'stored' else 'duplicate' end, n.seq, low.seq, high.seq
  from batch b
  left join numbered n on n.ord = b.ord
  left join events low on low.ord = b.ord and low.u = b.lo
  left join events high on high.ord = b.ord and high.u = b.hi
  order by b.ord;
end $$`;

export const sendPlansMigration = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    if (dialect !== "postgres") return;
    await sendFacts.execute(db);
    await storeMessages.execute(db);
  },
});
