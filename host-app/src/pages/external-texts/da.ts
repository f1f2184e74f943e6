import type { ExternalPageTexts } from "./types.js";

/** The footer's external pages in da. */
export const texts: ExternalPageTexts = {
  about: {
    title: "Om os",
    paragraphs: [
      "Chat er et sted, hvor du kan møde mennesker fra mange lande og tale med dem på dit eget sprog.",
      "Beskeder kan oversættes, mens I chatter, så en samtale aldrig går i stå ved en sproggrænse.",
      "Vi laver tjenesten til voksne. Vær venlig, vær ærlig, og nyd at møde nye venner.",
    ],
  },
  "friend-safety": {
    title: "Sikkerhed blandt venner",
    paragraphs: [
      "Send aldrig penge til nogen, du kun har mødt online, uanset hvad historien er.",
      "Hold personlige oplysninger som din adresse, din arbejdsplads og dine bankoplysninger for dig selv, indtil du virkelig kender personen.",
      "Hvis nogen får dig til at føle dig utilpas, så brug knappen Anmeld i chatten. Vi gennemgår hver eneste anmeldelse.",
    ],
  },
  privacy: {
    title: "Privatlivspolitik",
    paragraphs: [
      "Vi opbevarer de data, der skal til for at drive din konto: din e-mailadresse, din profil og dine beskeder.",
      "Beskeder, du sender til oversættelse, gives kun videre til en oversættelsesmaskine for at blive oversat.",
      "Du kan til enhver tid slette din konto fra kontosiden; din profil og dine beskeder bliver derefter fjernet.",
    ],
  },
  "help-center": {
    title: "Hjælpecenter",
    paragraphs: [
      "Har du glemt din adgangskode? Brug »Glemt adgangskode?« på login-siden, og indtast den kode, vi sender dig på e-mail.",
      "Det koster én guldmønt at chatte med en ny ven; oversættelsespakker giver dig oversatte tegn.",
      "Sidder du stadig fast? Åbn chatpanelet, og skriv til kundeservice.",
    ],
  },
  purchase: {
    title: "Vejledning til køb og optankning",
    paragraphs: [
      "Guldmønter er appens valuta. Én guldmønt koster omkring 1 USD uden rabat; mønterne udløber ikke og refunderes ikke.",
      "Tank op på kontosiden med kort, PayPal, Google Pay eller Apple Pay. Mønterne kommer, så snart betalingen er bekræftet.",
      "For mønter kan du købe oversættelsespakker og VIP- eller SVIP-medlemskab. Oversættelse ud over din pakke koster 1 mønt pr. 100 tegn.",
      "En e-regning når frem til din betalingskonto inden for 3 til 6 bankdage.",
    ],
  },
};
