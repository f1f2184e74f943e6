import type { ExternalPageTexts } from "./types.js";

/** The footer's external pages in en. */
export const texts: ExternalPageTexts = {
  about: {
    title: "About us",
    paragraphs: [
      "Chat is a place to meet people from many countries and talk with them in your own language.",
      "Messages can be translated as you chat, so a conversation never stops at a language border.",
      "We build the service for adults. Be kind, be honest, and enjoy meeting new friends.",
    ],
  },
  "friend-safety": {
    title: "Friend safety",
    paragraphs: [
      "Never send money to someone you have only met online, whatever the story.",
      "Keep personal details such as your address, workplace and bank information to yourself until you truly know someone.",
      "If someone makes you uncomfortable, use the Complaint button in the chat. We review every report.",
    ],
  },
  privacy: {
    title: "Privacy policy",
    paragraphs: [
      "We keep the data needed to run your account: your e-mail address, your profile and your messages.",
      "Messages you send for translation are passed to a translation engine only to translate them.",
      "You can delete your account at any time from the account page; your profile and messages are then removed.",
    ],
  },
  "help-center": {
    title: "Help centre",
    paragraphs: [
      "Forgot your password? Use “Forgot password?” on the login page and enter the code we e-mail you.",
      "Chatting with a new friend costs one gold coin; translation packages give you translated characters.",
      "Still stuck? Open the chat panel and write to customer service.",
    ],
  },
  purchase: {
    title: "Purchase and top-up instructions",
    paragraphs: [
      "Gold coins are the currency of the app. One gold coin costs about 1 USD, with no discount; coins do not expire and are not refundable.",
      "Top up on the account page with a card, PayPal, Google Pay or Apple Pay. Coins arrive as soon as the payment is confirmed.",
      "Coins buy translation packages and VIP or SVIP membership. Translation beyond your package costs 1 coin per 100 characters.",
      "An e-bill reaches your payment account in 3 to 6 trading days.",
    ],
  },
};
