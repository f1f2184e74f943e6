/**
 * User-facing texts the server sends in `msg`, keyed by a stable id. The English text is the source;
 * the server answers in the request's language from the @chat/i18n catalogs.
 * Wording follows product §8 where the spec gives it.
 */
export const SERVER_MESSAGES = {
  ok: "ok",
  // generic
  badRequest: "The request is not valid.",
  unauthorized: "Unauthorized: Authorization verification failed",
  forbidden: "Forbidden",
  notFound: "Not found.",
  tooMany: "Too many attempts. Please try again later.",
  maintenance: "The server is under maintenance. Please try again later.",
  chatUnavailable: "Chat is temporarily unavailable. Please try again later.",
  // moments
  momentTextRequired: "Write something to share.",
  momentPicturesRequired: "Add at least one photo.",
  commentRequired: "Write a comment first.",
  momentPublished: "Published",
  momentNotBurned: "You can still open this moment.",
  // fields
  emailInvalid: "Please enter a valid e-mail address.",
  usernameTooLong: "Username exceeds 64 bytes",
  usernameIllegal: "Username is illegal",
  codeFormat: "The verification code is 6 digits.",
  passwordFormat: "The password must be 8 to 64 characters and contain a letter and a digit.",
  accountRequired: "Account and password cannot be empty.",
  codeTypeInvalid: "Unknown verification code purpose.",
  // account
  codeSent: "The verification code has been sent.",
  codeWait: "Please wait before requesting another code.",
  codeWrong: "The verification code is wrong or has expired.",
  userExists: "User already exists",
  registerOk: "Registration successful",
  loginFailed: "Wrong account or password.",
  loginLocked: "Too many failed logins. Please try again later.",
  passwordUpdated: "Password changed. Please log in again.",
  passwordChanged: "Password changed. Your other devices have been logged out.",
  oldPasswordWrong: "The current password is wrong.",
  accountCancelled: "Your account has been deleted.",
  loggedOut: "Logged out.",
  mailFailed: "The e-mail could not be sent. Please try again later.",
  // the verification-code e-mail ({code}, {minutes})
  codeMailSubject: "Your verification code",
  codeMailRegister:
    "Your code to finish registering is {code}. It is valid for {minutes} minutes.\n\nIf you did not ask for it, you can ignore this e-mail.",
  codeMailReset:
    "Your code to reset your password is {code}. It is valid for {minutes} minutes.\n\nIf you did not ask for it, you can ignore this e-mail: your password stays as it is.",
  // sent instead of a code when the request does not fit the address, so both cases cost one mail
  accountMailSubject: "About your account",
  accountMailExists:
    "Someone asked to register a new account with this e-mail address, but you already have one. You can log in, or reset your password if you forgot it.\n\nIf it was not you, you can ignore this e-mail.",
  accountMailNoAccount:
    "Someone asked to reset the password of an account with this e-mail address, but there is no such account. You can register with this address.\n\nIf it was not you, you can ignore this e-mail.",
  // messages and images
  messageBlank: "Blank messages cannot be sent.",
  messageTooLong: "A message can have at most 1000 characters.",
  imageFormat: "Image format is wrong. Please choose a png, jpeg or gif image.",
  imageTooLarge: "The image is too large.",
  voiceFormat: "This is not a voice recording. Please send an Opus recording in WebM or Ogg.",
  voiceTooLarge: "The voice message is too large.",
  voiceTooLong: "A voice message can be at most 60 seconds long.",
  // friends, search, recall, complaints
  friendRequestSent: "Friend request sent",
  friendAdded: "Operation successful",
  cannotAddSelf: "You cannot add yourself as a friend.",
  cannotFollowSelf: "You cannot follow yourself.",
  searchSelf: "Do not search your own account",
  searchNotFound: "Search user does not exist",
  notFriend: "You can only chat with your friends.",
  recallOk: "Recall succeeded",
  recallTooLate: "Beyond the recall time, cannot be recalled",
  complaintSent: "Operation successful",
  cannotComplainSelf: "You cannot report yourself.",
  // encounter
  matchingSvipOnly: "Matching is an SVIP privilege. Upgrade your membership to match.",
  noMatchingAttempts: "No more matching attempts, try again tomorrow",
  matchNotFound: "This match is over.",
  // block
  userBlocked: "User blocked.",
  userUnblocked: "User unblocked.",
  cannotBlockSelf: "You cannot block yourself.",
  blockedCannotMessage: "You cannot message this user.",
  blockedCannotAdd: "You cannot add this user as a friend.",
  blockedCannotFollow: "You cannot follow this user.",
  userUnavailable: "This user is not available.",
  // gold coins, translation, gifts, burn-after-read
  noCoins: "Insufficient gold coins!",
  noCoinsChat: "Only one gold coin is needed to continue chatting with your friend",
  noCoinsPhotos: "Three gold coins give permission to view new friends' photos",
  rechargeOk: "Recharge successful",
  packageNotFound: "This package does not exist.",
  payMethodUnavailable: "This payment method is not available.",
  paymentFailed: "The payment could not be completed.",
  translateOff: "Translation is not available on this server.",
  translatePairUnsupported: "This language pair cannot be translated.",
  translateFailed: "The translation service failed. Nothing was charged; please try again later.",
  translateSameLanguage: "The text is already in this language. Nothing was charged.",
  idempotencyKeyReused: "This request id was already used for a different request. Nothing was done.",
  priceChanged: "The price has changed. Please check it and try again.",
  giftNotFound: "This gift does not exist.",
  burnAlreadyRead: "This image has already been viewed and is burned.",
  burnLinkExpired: "This link has expired.",
  // the rest of product §8, so every screen that answers with them finds them translated
  registerNoPermission: "Registration failed, no permission",
  registerLimit: "App user registration limit reached, please upgrade to the enterprise edition",
  noCoinsTopUp: "Insufficient gold coins, please top up",
  matchLimit: "No more matching attempts today, please try again tomorrow",
  deleteOk: "Deleted successfully",
  publishOk: "Published successfully",
  saveOk: "Saved successfully",
  // profiles: each refusal of a profile edit names its field
  nicknameRequired: "Nickname cannot be empty.",
  nicknameInvalid: "The nickname can have at most 32 characters and no control or text-direction characters.",
  occupationRequired: "Occupation cannot be empty.",
  occupationInvalid: "The occupation can have at most 64 characters and no control characters.",
  avatarRequired: "Please upload an avatar: a completed profile needs one.",
  avatarInvalid: "The avatar must be a picture uploaded to your account.",
  heightRange: "Height must be a whole number from 50 to 250 cm.",
  weightRange: "Weight must be a whole number from 20 to 300 kg.",
  hashtagsCount: "Please choose one to three hashtags.",
  hashtagInvalid: "A hashtag can have at most 32 characters and no control characters.",
  birthdayInvalid: "Please enter a valid birthday (YYYY-MM-DD).",
  birthdayTooYoung: "You must be at least 18 years old.",
  genderInvalid: "Please choose a gender.",
  regionInvalid: "Please choose a country or region from the list.",
  languagesInvalid: "Please choose one to five languages from the list.",
  personalMessageInvalid: "The personal message can have at most 500 characters.",
  // deleting an account that has no password
  codeMailCancel:
    "Your code to delete your account is {code}. It is valid for {minutes} minutes.\n\nIf you did not ask for it, do not give it to anyone: your account stays as it is.",
  cancelNeedsCode: "Please enter the verification code we sent to your e-mail address.",
  cancelAtPartner: "This account was created by the site you came from. Please delete it there.",
  // album
  albumFull: "Your album is full: it holds at most 30 photos. Delete a photo to add another.",
  // the console's numbers
  statsDateInvalid: "Write the dates of the period as YYYY-MM-DD.",
  statsPeriodOrder: "The period must start on or before its last day.",
  statsPeriodTooLong: "A period can be at most 366 days.",
  // mall
  mallGoodNotFound: "This good is no longer in the mall.",
  mallOutOfStock: "Not enough left in stock for this order.",
  mallQuantityInvalid: "The quantity must be a whole number from 1 to 99.",
  mallConsigneeRequired: "Please enter the consignee.",
  mallConsigneeInvalid: "The consignee can have at most 64 characters and no control characters.",
  mallPhoneRequired: "Please enter a phone number.",
  mallPhoneInvalid: "Please enter a valid phone number.",
  mallAddressRequired: "Please enter the address.",
  mallAddressInvalid: "The address can have at most 300 characters and no control characters.",
  mallMessageInvalid: "The message can have at most 200 characters and no control characters.",
  mallRecipientRequired: "Please choose who receives the gift.",
  mallRecipientNotFriend: "A shop gift can only go to one of your friends.",
  mallOrderPlaced: "Order placed.",
  mallOrderReceived: "Marked as received.",
  // operator console: announcements, catalogue, orders
  announcementEnglishRequired: "The English text of an announcement is required.",
  announcementTooLong: "An announcement's title has at most 120 characters and its text at most 2000, without control characters.",
  catalogueNameInvalid: "The name must have 1 to 128 characters and no control characters.",
  catalogueRefused: "The catalogue change was refused; nothing was changed.",
  orderNotPurchased: "Only a purchased order can be marked received.",
  // operator console: the support inbox
  savedRepliesFull: "The console holds as many saved replies as it can. Remove one to add another.",
  // the choices of GET /api/system/option
  optionMale: "Male",
  optionFemale: "Female",
  optionOther: "Other",
  optionAddFriendAnyone: "Anyone can add me",
  optionAddFriendVerification: "Friend requests need my approval",
  optionMomentsPublic: "Everyone sees likes and comments",
  optionMomentsPrivate: "Only I see likes and comments",
  // the operator console
  operatorCodeSent: "If the e-mail address and the password are right, a login code has been sent to the address.",
  operatorCodeMailSubject: "Your console login code",
  operatorCodeMail:
    "Your code to log in to the console is {code}. It is valid for {minutes} minutes.\n\nIf you did not just log in, tell an administrator at once: someone knows your password.",
  accountSuspended: "Your account is suspended until {until}.",
  accountBanned: "Your account has been banned for breaking the community rules.",
  complaintWarning:
    "We have received reports about your behaviour. Please follow the community rules: further reports can lead to a suspension or a ban.",
  consoleReasonRequired: "Please give a reason.",
  consoleCoinsTooFew: "The user does not have that many gold coins; nothing was changed.",
  // Web Push: refusals of a subscription, and the notifications' texts
  pushEndpointInvalid: "The push subscription's endpoint must be an https URL of a push service.",
  pushKeysInvalid: "The push subscription's keys are not valid.",
  pushNewMessage: "New message",
  pushPicture: "Picture",
  pushGift: "Gift",
  pushVoiceMessage: "Voice message",
  pushFriendRequest: "Sent you a friend request",
  pushMatch: "You matched on Encounter. Say hello!",
} as const;

export type MessageKey = keyof typeof SERVER_MESSAGES;
