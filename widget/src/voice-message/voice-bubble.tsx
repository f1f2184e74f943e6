/**
 * A voice message (loaded with the first one shown), named "Voice message": a "Play"/"Pause" button
 * (a real button, so Enter and Space work), a progress bar and the time: the length until it plays,
 * then the position. Only one voice message plays at a time. A pending or failed one plays the local
 * recording.
 */
import type { UiMessage } from "@chat/client";
import { useLingui } from "@lingui/react/macro";
import { useRef, useState } from "react";
import { PauseIcon, PlayIcon } from "@chat/design";
import { useFileUrl } from "../common/file-url.js";
import { adoptOnDemandStyles } from "../common/on-demand-styles.js";
import { clockOf } from "./voice-time.js";
import styles from "./voice-bubble.css?inline";

adoptOnDemandStyles([styles]);

/** The one voice message playing on the page. */
let playing: HTMLAudioElement | null = null;

export function VoiceBubble({ message }: { message: UiMessage }) {
  const { t } = useLingui();
  const fileUrl = useFileUrl();
  const audio = useRef<HTMLAudioElement>(null);
  const [state, setState] = useState<{ playing: boolean; position: number }>({ playing: false, position: 0 });
  const src = message.url ? fileUrl(message.url) : (message.localAudioUrl ?? "");
  const duration = message.duration ?? 0;
  const started = state.playing || state.position > 0;

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (!element.paused) {
      element.pause();
      return;
    }
    if (playing && playing !== element) playing.pause();
    playing = element;
    element.play().catch(() => setState((s) => ({ ...s, playing: false })));
  };

  return (
    <div className="bubble bubble--voice" role="group" aria-label={t`Voice message`}>
      <button type="button" className="icon-button" aria-label={state.playing ? t`Pause` : t`Play`} disabled={!src} onClick={toggle}>
        {state.playing ? <PauseIcon /> : <PlayIcon />}
      </button>
      <progress className="voice-bubble__progress" aria-hidden="true" max={duration || 1} value={Math.min(state.position, duration || 1)} />
      <span className="voice-bubble__time">{clockOf(started ? state.position : duration)}</span>
      <audio
        ref={audio}
        src={src || undefined}
        preload="none"
        onPlay={() => setState((s) => ({ ...s, playing: true }))}
        onPause={() => setState((s) => ({ ...s, playing: false }))}
        onTimeUpdate={(event) => {
          // Read now: React clears the event's currentTarget before a state updater runs.
          const position = event.currentTarget.currentTime;
          setState((s) => ({ ...s, position }));
        }}
        onEnded={() => setState({ playing: false, position: 0 })}
      />
    </div>
  );
}
