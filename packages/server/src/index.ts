/** @chat/server: the application factory, configuration, process start and test helpers. */
export { createApp } from "./app.js";
export type { AppDeps } from "./context.js";
export { loadConfig, ConfigError } from "./config.js";
export type { Config } from "./config.js";
export { startServer } from "./server.js";
export type { RunningServer, StartOptions } from "./server.js";
export { ManualClock, systemClock } from "./clock.js";
export type { Clock } from "./clock.js";
export { openDatabase } from "./db/database.js";
export type { Database } from "./db/database.js";
export { migrate } from "./db/migrations.js";
export type { Mailer, MailMessage } from "./mail/mailer.js";
export { startSmtpSink } from "./testing/smtp-sink.js";
export type { ReceivedMail, SmtpSink } from "./testing/smtp-sink.js";
export { DEMO_USERS } from "./demo.js";
export { FakePayPal } from "./testing/fake-paypal.js";
export { FakeAirwallex } from "./testing/fake-airwallex.js";
export { HISTORY_DAYS, demoPlanNumbers } from "./demo-stats-plan.js";
