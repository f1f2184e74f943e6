/**
 * Writing an announcement: a title and a text per language (English required, the others fall back
 * to it), a preview as the panel shows it in a chosen language, and publishing to every member after
 * a confirmation. Only `admin` may publish; `support` may write and preview.
 */
import { ANNOUNCEMENT_LIMITS, LOCALES, RTL_LOCALES } from "@chat/protocol";
import type { AnnouncementTexts, Locale } from "@chat/protocol";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useId, useState } from "react";
import { AnnouncementPreview } from "./announcement-preview.js";

export interface AnnouncementEditorProps {
  canPublish: boolean;
  /** The publish call; resolves with how many members it reached. */
  onPublish(texts: AnnouncementTexts): Promise<number>;
  now(): number;
}

const written = (texts: AnnouncementTexts) => LOCALES.filter((l) => (texts[l.code]?.body ?? "").trim() !== "" || (texts[l.code]?.title ?? "").trim() !== "").map((l) => l.code);

export function AnnouncementEditor({ canPublish, onPublish, now }: AnnouncementEditorProps) {
  const { t } = useLingui();
  const id = useId();
  const [texts, setTexts] = useState<AnnouncementTexts>({});
  const [editing, setEditing] = useState<Locale>("en");
  const [previewIn, setPreviewIn] = useState<Locale>("en");
  const [confirming, setConfirming] = useState(false);
  const [state, setState] = useState<{ kind: "idle" } | { kind: "busy" } | { kind: "done"; recipients: number } | { kind: "failed"; message: string }>({ kind: "idle" });
  const current = texts[editing] ?? { title: "", body: "" };
  const englishMissing = (texts.en?.body ?? "").trim() === "";
  const set = (field: "title" | "body", value: string) => setTexts({ ...texts, [editing]: { ...current, [field]: value } });

  async function publish() {
    setState({ kind: "busy" });
    try {
      const recipients = await onPublish(texts);
      setTexts({});
      setConfirming(false);
      setState({ kind: "done", recipients });
    } catch (error) {
      setConfirming(false);
      setState({ kind: "failed", message: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <section className="announcement-editor" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>
        <Trans>New announcement</Trans>
      </h2>
      <div className="console-ops__row">
        <label className="console-ops__field">
          <span>
            <Trans>Writing in</Trans>
          </span>
          <select value={editing} onChange={(e) => setEditing(e.target.value as Locale)}>
            {LOCALES.map((l) => (
              <option key={l.code} value={l.code} lang={l.code}>
                {l.language}
                {written(texts).includes(l.code) ? " ✓" : ""}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label className="console-ops__field">
        <span>
          <Trans>Title</Trans>
        </span>
        <input value={current.title} maxLength={ANNOUNCEMENT_LIMITS.titleChars} lang={editing} dir={RTL_LOCALES.includes(editing) ? "rtl" : "ltr"} onChange={(e) => set("title", e.target.value)} />
      </label>
      <label className="console-ops__field">
        <span>
          <Trans>Text</Trans>
        </span>
        <textarea rows={5} value={current.body} maxLength={ANNOUNCEMENT_LIMITS.bodyChars} lang={editing} dir={RTL_LOCALES.includes(editing) ? "rtl" : "ltr"} aria-describedby={`${id}-hint`} onChange={(e) => set("body", e.target.value)} />
      </label>
      <p id={`${id}-hint`} className="console-ops__hint">
        <Trans>English is required; a language left empty shows the English text.</Trans>
      </p>

      <div className="console-ops__row">
        <label className="console-ops__field">
          <span>
            <Trans>Preview in</Trans>
          </span>
          <select value={previewIn} onChange={(e) => setPreviewIn(e.target.value as Locale)}>
            {LOCALES.map((l) => (
              <option key={l.code} value={l.code} lang={l.code}>
                {l.language}
              </option>
            ))}
          </select>
        </label>
      </div>
      <AnnouncementPreview texts={texts} locale={previewIn} time={now()} />

      {state.kind === "done" ? (
        <p role="status" className="console-ops__ok">
          <Plural value={state.recipients} one="Published to # member." other="Published to # members." />
        </p>
      ) : null}
      {state.kind === "failed" ? (
        <p role="alert" className="console-ops__error">
          {state.message}
        </p>
      ) : null}
      {!canPublish ? (
        <p className="console-ops__hint">
          <Trans>Only an admin can publish announcements.</Trans>
        </p>
      ) : confirming ? (
        <div className="console-ops__confirm" role="group" aria-label={t`Confirm publishing`}>
          <p>
            <Trans>Publish this announcement to every member now? It cannot be taken back.</Trans>
          </p>
          <button type="button" className="button button--primary" aria-disabled={state.kind === "busy"} onClick={() => state.kind !== "busy" && void publish()}>
            <Trans>Publish to everyone</Trans>
          </button>
          <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      ) : (
        <button type="button" className="button button--primary" disabled={englishMissing} onClick={() => setConfirming(true)}>
          <Trans>Publish…</Trans>
        </button>
      )}
    </section>
  );
}
