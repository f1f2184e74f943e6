export { createApiClient, DEFAULT_BRAND } from "./api/api-client.js";
export type { ApiClient, ApiClientOptions, SearchParams } from "./api/api-client.js";
export { ApiError, isApiError } from "./api/api-error.js";
export type { ApiErrorInit, ApiErrorKind } from "./api/api-error.js";
export {
  cancelAccount,
  judgeCode,
  languages,
  login,
  logout,
  myInfo,
  register,
  sendCode,
  updatePassword,
} from "./api/account-api.js";
export { createSession } from "./session/session.js";
export type { Session, SessionEnvironment, SessionState } from "./session/session.js";
export { cookieTokenStorage, memoryTokenStorage, TOKEN_COOKIE } from "./session/token-storage.js";
export type { CookieDocument, TokenStorage } from "./session/token-storage.js";
export { createNotices } from "./notices/notices.js";
export type { Notice, NoticeKind, Notices, NoticesOptions } from "./notices/notices.js";
export { createCodeSender } from "./forms/code-sender.js";
export type { CodeSender } from "./forms/code-sender.js";
export { validate, validateEmail, validateLogin, validateRegister, validateReset } from "./forms/account-forms.js";
export type {
  CodeFields,
  FieldErrorKey,
  FormErrors,
  LoginFields,
  PasswordFormFields,
  Validation,
} from "./forms/account-forms.js";
export { createClientEnvironment } from "./environment.js";
export type { ClientEnvironment, ClientEnvironmentOptions } from "./environment.js";
export { createChat } from "./chat/chat.js";
export { createPaid, isOutOfCoins, LANGUAGE_LIST_KEY, PAY_MSG_ALERT } from "./chat/paid.js";
export type { BurnView, LanguageEntry, OutOfCoinsKind, OutOfCoinsState, PaidChat, PaidOptions, TranslationView } from "./chat/paid.js";
export type {
  Chat,
  ChatEnvironment,
  Composer,
  ConnectionState,
  ConversationView,
  DeliveryStatus,
  IncomingAnnouncement,
  KeyValueStorage,
  PanelView,
  PublicProfile,
  TabChannel,
  Transport,
  TransportConnection,
  UiMessage,
} from "./chat/contract.js";
export { gatewayTransport, gatewayUrl, PING_INTERVAL_MS } from "./chat/gateway-transport.js";
export type { GatewayTransportOptions, WebSocketConstructor, WebSocketLike } from "./chat/gateway-transport.js";
export { deferredTransport } from "./chat/deferred-transport.js";
// The Easemob adapter (issue 6): lazy here, so it stays out of the default bundle; the module itself
// (easemobTransport, easemobErrorFrame, easemobMessage, EASEMOB_CODE) is `@chat/client/easemob`.
export { lazyEasemobTransport } from "./chat/easemob-lazy.js";
export type { EasemobConnection, EasemobHandlers, EasemobModule, EasemobTransportOptions } from "./chat/easemob-transport.js";
export { groupContacts } from "./chat/contacts.js";
export { sniffImage } from "./chat/image-check.js";
export type { ImageKind } from "./chat/image-check.js";
export { backoffDelay } from "./chat/backoff.js";
