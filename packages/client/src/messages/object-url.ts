/** The browser's object URLs for a picked image's preview (absent outside browsers: no preview). */
type UrlApi = { createObjectURL?: (blob: Blob) => string; revokeObjectURL?: (url: string) => void };

export const urls = (): UrlApi => (globalThis as { URL?: UrlApi }).URL ?? {};
