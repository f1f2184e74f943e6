import type { ExternalPageTexts } from "./types.js";

/** The footer's external pages in sk. */
export const texts: ExternalPageTexts = {
  about: {
    title: "O nás",
    paragraphs: [
      "Chat je miesto, kde môžete spoznávať ľudí z mnohých krajín a rozprávať sa s nimi vo vlastnom jazyku.",
      "Správy sa dajú prekladať priamo počas četovania, takže rozhovor sa nikdy nezastaví na jazykovej hranici.",
      "Službu vytvárame pre dospelých. Buďte milí a úprimní a užívajte si spoznávanie nových priateľov.",
    ],
  },
  "friend-safety": {
    title: "Bezpečnosť medzi priateľmi",
    paragraphs: [
      "Nikdy neposielajte peniaze niekomu, koho poznáte iba z internetu, nech je jeho príbeh akýkoľvek.",
      "Osobné údaje, ako je vaša adresa, pracovisko a bankové údaje, si nechajte pre seba, kým niekoho naozaj nespoznáte.",
      "Ak vám je niekto nepríjemný, použite v čete tlačidlo Nahlásiť. Každé nahlásenie preveríme.",
    ],
  },
  privacy: {
    title: "Zásady ochrany osobných údajov",
    paragraphs: [
      "Uchovávame údaje potrebné na prevádzku vášho účtu: vašu e-mailovú adresu, profil a správy.",
      "Správy, ktoré posielate na preklad, odovzdávame prekladaciemu nástroju výlučne na ich preloženie.",
      "Svoj účet môžete kedykoľvek odstrániť na stránke účtu; váš profil a správy sa potom vymažú.",
    ],
  },
  "help-center": {
    title: "Centrum pomoci",
    paragraphs: [
      "Zabudli ste heslo? Na prihlasovacej stránke kliknite na „Zabudli ste heslo?“ a zadajte kód, ktorý vám pošleme e-mailom.",
      "Čet s novým priateľom stojí jednu zlatú mincu; balíky prekladu vám dávajú preložené znaky.",
      "Stále si neviete rady? Otvorte panel četu a napíšte zákazníckemu servisu.",
    ],
  },
  purchase: {
    title: "Pokyny k nákupu a dobitiu",
    paragraphs: [
      "Zlaté mince sú menou aplikácie. Jedna zlatá minca stojí približne 1 USD, bez zľavy; mince nestrácajú platnosť a nevracajú sa.",
      "Kredit si dobijete na stránke účtu kartou, cez PayPal, Google Pay alebo Apple Pay. Mince dostanete hneď po potvrdení platby.",
      "Za mince si kúpite balíky prekladu a členstvo VIP alebo SVIP. Preklad nad rámec balíka stojí 1 mincu za 100 znakov.",
      "Elektronická faktúra príde na váš platobný účet do 3 až 6 pracovných dní.",
    ],
  },
};
