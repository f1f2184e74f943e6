import type { ExternalPageTexts } from "./types.js";

/** The footer's external pages in hu. */
export const texts: ExternalPageTexts = {
  about: {
    title: "Rólunk",
    paragraphs: [
      "A Chat olyan hely, ahol sok ország embereivel ismerkedhetsz meg, és a saját nyelveden beszélgethetsz velük.",
      "Az üzenetek csevegés közben lefordíthatók, így egy beszélgetés sosem akad el egy nyelvi határon.",
      "A szolgáltatást felnőtteknek készítjük. Légy kedves, légy őszinte, és élvezd az új barátokkal való ismerkedést.",
    ],
  },
  "friend-safety": {
    title: "Biztonság az ismerősök között",
    paragraphs: [
      "Soha ne küldj pénzt olyasvalakinek, akivel csak az interneten ismerkedtél meg, bármi legyen is a története.",
      "A személyes adataidat, például a lakcímedet, a munkahelyedet és a banki adataidat tartsd meg magadnak, amíg valóban meg nem ismersz valakit.",
      "Ha valaki miatt kellemetlenül érzed magad, használd a csevegésben a Jelentés gombot. Minden bejelentést átnézünk.",
    ],
  },
  privacy: {
    title: "Adatvédelmi irányelvek",
    paragraphs: [
      "A fiókod működtetéséhez szükséges adatokat tároljuk: az e-mail-címedet, a profilodat és az üzeneteidet.",
      "A fordításra küldött üzeneteidet kizárólag a lefordításuk céljából adjuk át egy fordítómotornak.",
      "A fiókodat bármikor törölheted a fiókoldalon; ekkor a profilod és az üzeneteid is törlődnek.",
    ],
  },
  "help-center": {
    title: "Súgóközpont",
    paragraphs: [
      "Elfelejtetted a jelszavad? A bejelentkezési oldalon válaszd az „Elfelejtetted a jelszavad?” lehetőséget, és add meg a kódot, amelyet e-mailben küldünk neked.",
      "Egy új baráttal csevegni egy aranyérmébe kerül; a fordítási csomagok lefordított karaktereket adnak.",
      "Még mindig elakadtál? Nyisd meg a csevegőpanelt, és írj az ügyfélszolgálatnak.",
    ],
  },
  purchase: {
    title: "Vásárlási és feltöltési útmutató",
    paragraphs: [
      "Az aranyérme az alkalmazás fizetőeszköze. Egy aranyérme körülbelül 1 USD-be kerül, kedvezmény nélkül; az érmék nem járnak le, és nem téríthetők vissza.",
      "A fiókoldalon tölthetsz fel kártyával, PayPallal, Google Pay-jel vagy Apple Pay-jel. Az érmék a fizetés visszaigazolása után azonnal megérkeznek.",
      "Az érmékből fordítási csomagokat és VIP- vagy SVIP-tagságot vásárolhatsz. A csomagodon felüli fordítás 100 karakterenként 1 érmébe kerül.",
      "Az e-számla 3–6 munkanapon belül érkezik meg a fizetési fiókodba.",
    ],
  },
};
