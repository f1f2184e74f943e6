/**
 * Delivery, from a stored message to its frame on the receiver's socket: how long it took (published
 * in this process, or in another one and carried by the Redis bus), how many of this process's
 * sockets each stored event went to, and the bus between processes (publish-to-receive lag, reconnects).
 * The gateway and the bus report through narrow interfaces of their own (realtime/gateway-deps.ts,
 * realtime/bus.ts), which these functions fit.
 */
import { Counter, Histogram } from "prom-client";
import type { Registry } from "prom-client";

/** Where a delivered frame was published: in this process, or another one over the bus. */
export type DeliveryOrigin = "same" | "other";

/** Seconds: tens of milliseconds when healthy; the alert looks at 1 s. */
const DELIVERY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Sockets: a user may hold up to 20 in one process (realtime/socket-limits.ts). */
const FANOUT_BUCKETS = [1, 2, 3, 4, 6, 10, 20];
/** Seconds: a Redis publish reaches the other processes in about a millisecond. */
const LAG_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

export function createDeliveryMetrics(registers: Registry[]) {
  const latency = new Histogram({ name: "chat_message_delivery_seconds", help: "Time from a message stored to its frame written on a receiver's live socket, by where it was published (same process, or other: over the Redis bus).", labelNames: ["where"], buckets: DELIVERY_BUCKETS, registers });
  const fanOut = new Histogram({ name: "chat_event_fanout_sockets", help: "Sockets of this process one stored event was handed to (events for users with no socket here are not counted).", buckets: FANOUT_BUCKETS, registers });
  const busLag = new Histogram({ name: "chat_bus_lag_seconds", help: "Time from a frame published on the Redis bus by another process to its arrival here (includes the hosts' clock difference).", buckets: LAG_BUCKETS, registers });
  const busReconnects = new Counter({ name: "chat_bus_reconnects_total", help: "Connections to the Redis bus that came back after they were lost, by connection (publisher, subscriber).", labelNames: ["connection"], registers });
  // Zero series from the start, so rate() and the alerts work before the first delivery.
  for (const where of ["same", "other"]) latency.zero({ where });
  return {
    delivered: (where: DeliveryOrigin, seconds: number) => latency.observe({ where }, seconds),
    /** The narrow interface a bus takes (realtime/bus.ts). */
    bus: {
      fanOut: (sockets: number) => fanOut.observe(sockets),
      lag: (seconds: number) => busLag.observe(seconds),
      reconnected: (connection: "publisher" | "subscriber") => busReconnects.inc({ connection }),
    },
  };
}
