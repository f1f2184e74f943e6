import { emojiUrl, parseEmojiText } from "./emoji.js";

/** One emoji picture; its alt text is the token's name, e.g. ":smile:". */
export function EmojiImage({ name }: { name: string }) {
  return <img className="emoji" alt={`:${name}:`} src={emojiUrl(name)} draggable={false} />;
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
