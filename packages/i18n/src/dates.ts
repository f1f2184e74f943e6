import dayjs from "dayjs";

/** Spec §9 date forms. Inputs are ISO strings or epoch milliseconds. */
export function formatDate(value: string | number | Date): string {
  return dayjs(value).format("YYYY-MM-DD");
}
export function formatDateTime(value: string | number | Date): string {
  return dayjs(value).format("YYYY-MM-DD HH:mm:ss");
}
/** Chat times: MM-DD HH:mm. */
export function formatChatTime(value: string | number | Date): string {
  return dayjs(value).format("MM-DD HH:mm");
}
