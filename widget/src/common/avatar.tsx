import { useFileUrl } from "./file-url.js";

/**
 * A round avatar: the picture, or the name's first letter when there is none. An upload is asked for
 * at the server's 192 px size (WebP, packages/server/src/images/card-size.ts), not the 512 px original.
 */
export function Avatar({ src, name, size }: { src: string | null | undefined; name: string; size?: number }) {
  const fileUrl = useFileUrl();
  const style = size ? { inlineSize: size, blockSize: size } : undefined;
  if (src) return <img className="avatar" src={fileUrl(/^\/files\/[^/?#]+$/.test(src) ? `${src}?w=192` : src)} alt="" style={style} loading="lazy" />;
  return (
    <span className="avatar" aria-hidden="true" style={style}>
      {Array.from(name.trim())[0]?.toUpperCase() ?? "?"}
    </span>
  );
}
