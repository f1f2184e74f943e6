export { i18n } from "@lingui/core";
export { activateLocale, initialLocale, localeStore, LOCALE_STORAGE_KEY } from "./locale.js";
export { activateCatalog } from "./catalog.js";
export { dirOf } from "./direction.js";
export { activateDateLocale, formatChatTime, formatDate, formatDateTime, formatRelative } from "./dates.js";
