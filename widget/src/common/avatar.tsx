import { useFileUrl } from "./file-url.js";

/** A round avatar: the picture, or the name's first letter when there is none. */
export function Avatar({ src, name, size }: { src: string | null | undefined; name: string; size?: number }) {
  const fileUrl = useFileUrl();
  const style = size ? { inlineSize: size, blockSize: size } : undefined;
  if (src) return <img className="avatar" src={fileUrl(src)} alt="" style={style} loading="lazy" />;
  return (
    <span className="avatar" aria-hidden="true" style={style}>
      {Array.from(name.trim())[0]?.toUpperCase() ?? "?"}
    </span>
  );
}
