import { useEffect, useState } from "react";
import { emojiUrlNow, loadEmojiUrl, parseEmojiText } from "./emoji.js";

/** One emoji picture; its alt text is the token's name, e.g. ":smile:". */
export function EmojiImage({ name }: { name: string }) {
  const [url, setUrl] = useState(() => emojiUrlNow(name));
  useEffect(() => {
    if (url) return;
    let live = true;
    void loadEmojiUrl(name).then((loaded) => {
      if (live) setUrl(loaded);
    });
    return () => {
      live = false;
    };
  }, [name, url]);
  return <img className="emoji" alt={`:${name}:`} src={url} draggable={false} />;
}

/** Message text with allow-listed `[name]` tokens as pictures; everything else is plain text. */
export function EmojiText({ text }: { text: string }) {
  return (
    <>
      {parseEmojiText(text).map((part, i) =>
        part.kind === "text" ? <span key={i}>{part.text}</span> : <EmojiImage key={i} name={part.name} />,
      )}
    </>
  );
}
