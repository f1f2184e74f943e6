export { createApiClient, DEFAULT_BRAND } from "./api/api-client.js";
export type { ApiClient, ApiClientOptions, SearchParams } from "./api/api-client.js";
export { ApiError, errorCode, errorText, isApiError } from "./api/api-error.js";
export type { ApiErrorInit, ApiErrorKind } from "./api/api-error.js";
export {
  cancelAccount,
  judgeCode,
  languages,
  login,
  logout,
  myInfo,
  register,
  sendCancelCode,
  sendCode,
  updatePassword,
} from "./account/account-api.js";
export { createSession } from "./session/session.js";
export type { Session, SessionEnvironment, SessionState } from "./session/session.js";
export { cookieTokenStorage, memoryTokenStorage, TOKEN_COOKIE } from "./session/token-storage.js";
export type { CookieDocument, TokenStorage } from "./session/token-storage.js";
export { forgetLocalChat } from "./session/local-chat.js";
export { createToasts } from "./toasts/toasts.js";
export type { Toast, ToastAction, ToastKind, Toasts, ToastsOptions } from "./toasts/toasts.js";
export { isFriendNotice, liveNoticeOf } from "./notifications/live-notices.js";
export type { LiveNotice, LiveNoticeKind } from "./notifications/live-notices.js";
export { PUSH_WORKER_URL, registerPushWorker, subscribeToPush, unsubscribeFromPush } from "./notifications/push-subscription.js";
export type { PushRegistration } from "./notifications/push-subscription.js";
export { createCancelCodeSender, createCodeSender } from "./account/code-sender.js";
export type { CancelCodeSender, CodeSender, CountdownSender } from "./account/code-sender.js";
export { createAccountSettings, refusedField } from "./account/account-settings.js";
export type { AccountSettings, AccountSettingsOptions } from "./account/account-settings.js";
export { createPrivacySettings, setPrivacy } from "./profiles/privacy-settings.js";
export type { PrivacySettings, PrivacySettingsOptions, PrivacyStatus } from "./profiles/privacy-settings.js";
export {
  validate,
  validateCancel,
  validateChangePassword,
  validateEmail,
  validateLogin,
  validateRegister,
  validateReset,
} from "./account/account-forms.js";
export type {
  CancelFields,
  ChangePasswordFields,
  CodeFields,
  FieldErrorKey,
  FormErrors,
  LoginFields,
  PasswordFormFields,
  Validation,
} from "./account/account-forms.js";
export { createClientEnvironment, createClientEnvironmentOver } from "./environment.js";
export { createFetchClient } from "./api/fetch-client.js";
export type { ClientEnvironment, ClientEnvironmentOptions } from "./environment.js";
export { createChat } from "./chat/chat.js";
export type { Timers } from "./common/timers.js";
export { createWallet, BILLS_PAGE_SIZE } from "./wallet/wallet.js";
export type { BillsState, CoinPackageList, Loadable, Wallet, WalletOptions } from "./wallet/wallet.js";
export { createShopWallet } from "./wallet/shop-wallet.js";
export type { ReceiptOnScreen, ShopWallet } from "./wallet/shop-wallet.js";
export { createPurchases } from "./wallet/purchases.js";
export type { Purchases, PurchasesOptions } from "./wallet/purchases.js";
export { createTopUp } from "./wallet/top-up.js";
export type { AirwallexSdk, TopUp, TopUpBrowser, TopUpOptions } from "./wallet/top-up.js";
export { billReceipt, coinOffer, coinReceipt, coinsAfter, goodOffer, orderReceipt, packageReceipt, paymentReceipt, translationOffer, vipOffer } from "./wallet/receipts.js";
export type { PurchaseOffer, Receipt, ReceiptItem, ReceiptPrice } from "./wallet/receipts.js";
export { createOutOfCoins, isOutOfCoins } from "./wallet/out-of-coins.js";
export type { OutOfCoins, OutOfCoinsKind, OutOfCoinsState } from "./wallet/out-of-coins.js";
export { BURN_PAY_MSG_ALERT, createPayPrompt, PAY_MSG_ALERT } from "./wallet/pay-prompt.js";
export type { PayPrompt } from "./wallet/pay-prompt.js";
export { createChatWallet } from "./wallet/chat-wallet.js";
export type { ChatWallet } from "./wallet/chat-wallet.js";
export { createTranslation, LANGUAGE_LIST_KEY } from "./translation/translation.js";
export type { LanguageEntry, Translation, TranslationOptions, TranslationView } from "./translation/translation.js";
export { createPeerLanguages, spokenCodes, suggestedLanguage } from "./translation/peer-languages.js";
export type { PeerLanguages } from "./translation/peer-languages.js";
export { createFriends } from "./friends/friends.js";
export type { FriendAction, FriendResult, Friends, FriendsOptions } from "./friends/friends.js";
export { createGifts } from "./gifts/gifts.js";
export type { Gifts } from "./gifts/gifts.js";
export { createGiftRecords, GIFT_RECORDS_PAGE_SIZE } from "./gifts/gift-records.js";
export type { GiftDirection, GiftRecords, GiftRecordsState } from "./gifts/gift-records.js";
export { createBlock, BLOCK_LIST_PAGE_SIZE } from "./people/block.js";
export type { Block, BlockListState, BlockResult } from "./people/block.js";
export { createBurnAfterRead } from "./burn-after-read/burn-after-read.js";
export type { BurnAfterRead, BurnAfterReadOptions, BurnView } from "./burn-after-read/burn-after-read.js";
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
export { gatewayTransport, gatewayUrl, PING_INTERVAL_MS } from "./realtime/gateway-transport.js";
export type { GatewayTransportOptions, WebSocketConstructor, WebSocketLike } from "./realtime/gateway-transport.js";
export { deferredTransport } from "./realtime/deferred-transport.js";
// The Easemob adapter: lazy here, so it stays out of the default bundle; the module itself
// (easemobTransport, easemobErrorFrame, easemobMessage, EASEMOB_CODE) is `@chat/client/easemob`.
export { lazyEasemobTransport } from "./realtime/easemob-lazy.js";
export { easemobServerToken } from "./realtime/easemob-token.js";
export type { EasemobServerTokenOptions } from "./realtime/easemob-token.js";
export type { EasemobConnection, EasemobHandlers, EasemobModule, EasemobTransportOptions } from "./realtime/easemob-transport.js";
export { groupContacts } from "./contacts/contacts.js";
export { sniffImage } from "./messages/image-check.js";
export { receiptOf } from "./messages/receipts.js";
export type { ReceiptState } from "./messages/receipts.js";
export type { ImageKind } from "./messages/image-check.js";
export { backoffDelay } from "./realtime/backoff.js";
export { createChatRun } from "./panel-chat/chat-run.js";
export type { ChatRun, ChatRunEnd, ChatRunOptions, ChatRunStatus, FullChat } from "./panel-chat/chat-run.js";
export { createPanelChat, panelTokenKey } from "./panel-chat/panel-chat.js";
export type { Incoming, OnIncoming } from "./attention/incoming.js";
export type { PanelChat, PanelChatCommand, PanelChatEvent, PanelChatEvents, PanelChatOptions, PanelLogoutReason, PanelScreen } from "./panel-chat/panel-chat.js";
export { createMyProfile, fieldOf } from "./profiles/my-profile.js";
export type { AvatarUpload, MyProfile, MyProfileOptions, ProfileDictionaries, ProfileErrors, SaveResult } from "./profiles/my-profile.js";
export { completesProfile, hashtagsOf, needsGender, profileEdit, profileValues, toggleHashtag } from "./profiles/profile-form.js";
export type { ProfileValues } from "./profiles/profile-form.js";
export { xhrSend } from "./api/xhr-send.js";
export type { XhrLike } from "./api/xhr-send.js";
export type { ProgressSend } from "./api/api-client.js";
export { createAlbum } from "./album/album.js";
export type { Album, AlbumOptions, AlbumState, AlbumUpload } from "./album/album.js";
export { createEncounter } from "./encounter/encounter.js";
export type { Encounter, EncounterOptions, PastMatches } from "./encounter/encounter.js";
export type { EncounterMatching, MatchingQuotaView, MatchingView } from "./encounter/encounter-matching.js";
export type { EncounterStack, SayHiResult, StackState } from "./encounter/encounter-stack.js";
export { follow, peoplePage, recordVisit, visitorNum } from "./people/people-api.js";
export type { PeopleListKind } from "./people/people-api.js";
export { createFollowToggle, createPeopleList, PEOPLE_PAGE_SIZE } from "./people/people.js";
export type { FollowState, FollowToggle, PeopleList, PeopleListState } from "./people/people.js";
export { createHomePage } from "./people/home-page.js";
export type { HomePageOptions, HomePageState, HomePageStore } from "./people/home-page.js";
export { createMall } from "./mall/mall.js";
export type { GoodState, GoodsState, Mall, MallOptions, OrdersState, Paged, PlaceOrderResult } from "./mall/mall.js";
export { EMPTY_ORDER, checkOrder } from "./mall/mall-order-form.js";
export type { OrderErrors, OrderField, OrderValues } from "./mall/mall-order-form.js";
export { momentInfo, momentList, releaseMoment } from "./moments/moments-api.js";
export type { MomentListParams } from "./moments/moments-api.js";
export { createMomentList } from "./moments/moment-list.js";
export type { MomentList, MomentListOptions, MomentListState } from "./moments/moment-list.js";
export { createMomentDetail } from "./moments/moment-detail.js";
export type { CommentResult, MomentDetail, MomentDetailState } from "./moments/moment-detail.js";
export { createMomentComposer } from "./moments/moment-composer.js";
export type { ComposerDraft, ComposerProblem, ComposerStatus, DraftPicture, MomentComposer, MomentComposerOptions } from "./moments/moment-composer.js";
export { createMomentTranslations, translationCost, translationKey } from "./moments/moment-translations.js";
export type { MomentTranslations, TranslatedKind, TranslationView as MomentTranslationView } from "./moments/moment-translations.js";
export { createMomentBurn } from "./moments/moment-burn.js";
export type { MomentBurn, MomentBurnOptions, MomentBurnView } from "./moments/moment-burn.js";
export { createComplaints } from "./complaints/complaints.js";
export type { ComplaintInput, Complaints } from "./complaints/complaints.js";
