/** Business constants and limits of product §9, shared by every part. */
export const LIMITS = {
  apiTimeoutMs: 30_000,
  chunkLoadTimeoutMs: 120_000,
  compressionThresholdBytes: 102_400,
  usernameBytes: 64,
  textChars: 1000,
  /** How long after sending a message its sender may recall it (the server's default; RECALL_LIMIT_MS changes it there). */
  recallMs: 2 * 60_000,
  hashtags: 3,
  narrowBreakpointPx: 768,
  cookieLifeDays: 30,
  historyPage: 20,
  burnImageDisplayMs: 8_000,
  /** The longest voice message (the recording hint), and the largest file one may be. */
  recordingHintS: 60,
  voiceBytes: 1_048_576,
  reconnectAttempts: 10,
  localMessageCache: 500,
  /** Offset between a user's id and the account ID shown to people (product §2). */
  accountIdOffset: 100_000,
  /** Verification codes: 6 digits, 10 minutes, one mail a minute per address, 5 guesses. */
  codeDigits: 6,
  codeTtlMs: 10 * 60_000,
  codeResendMs: 60_000,
  codeMaxGuesses: 5,
  passwordMinChars: 8,
  passwordMaxChars: 64,
} as const;

export const PRICES = {
  translationCharsPerCoin: 100,
  continueChatCoins: 1,
  newFriendPhotosCoins: 3,
  vipFreeGiftsPerMonth: 5,
} as const;

/** The account ID people see and search for: the user's number plus 100000. */
export function accountIdOf(userId: number): number {
  return userId + LIMITS.accountIdOffset;
}

/** The instant-messaging account name of a user: a prefix and the account ID (product §7). */
export const IM_PREFIX = "im";
export function imAccountOf(userId: number): string {
  return `${IM_PREFIX}${accountIdOf(userId)}`;
}
export function userIdOfImAccount(imAccount: string): number | undefined {
  if (!imAccount.startsWith(IM_PREFIX)) return undefined;
  const n = Number(imAccount.slice(IM_PREFIX.length));
  return Number.isInteger(n) && n > LIMITS.accountIdOffset ? n - LIMITS.accountIdOffset : undefined;
}
