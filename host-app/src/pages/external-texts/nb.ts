import type { ExternalPageTexts } from "./types.js";

/** The footer's external pages in nb. */
export const texts: ExternalPageTexts = {
  about: {
    title: "Om oss",
    paragraphs: [
      "Chat er et sted der du kan møte folk fra mange land og snakke med dem på ditt eget språk.",
      "Meldinger kan oversettes mens dere chatter, så en samtale stopper aldri ved en språkgrense.",
      "Vi lager tjenesten for voksne. Vær vennlig, vær ærlig, og kos deg med å bli kjent med nye venner.",
    ],
  },
  "friend-safety": {
    title: "Trygghet blant venner",
    paragraphs: [
      "Send aldri penger til noen du bare har møtt på nettet, uansett hvilken historie de forteller.",
      "Hold personlige opplysninger som adressen din, arbeidsplassen din og bankopplysningene dine for deg selv til du virkelig kjenner personen.",
      "Hvis noen gjør deg ukomfortabel, bruk Rapporter-knappen i chatten. Vi går gjennom hver eneste rapport.",
    ],
  },
  privacy: {
    title: "Personvernerklæring",
    paragraphs: [
      "Vi lagrer dataene som trengs for å drive kontoen din: e-postadressen din, profilen din og meldingene dine.",
      "Meldinger du sender til oversettelse, sendes videre til en oversettelsesmotor bare for å bli oversatt.",
      "Du kan når som helst slette kontoen din fra kontosiden; da blir profilen og meldingene dine fjernet.",
    ],
  },
  "help-center": {
    title: "Hjelpesenter",
    paragraphs: [
      "Glemt passordet? Trykk på «Glemt passordet?» på innloggingssiden, og skriv inn koden vi sender deg på e-post.",
      "Det koster én gullmynt å chatte med en ny venn; oversettelsespakker gir deg oversatte tegn.",
      "Står du fortsatt fast? Åpne chatpanelet og skriv til kundeservice.",
    ],
  },
  purchase: {
    title: "Veiledning for kjøp og påfylling",
    paragraphs: [
      "Gullmynter er appens valuta. Én gullmynt koster omtrent 1 USD, uten rabatt; myntene utløper ikke og refunderes ikke.",
      "Fyll på fra kontosiden med kort, PayPal, Google Pay eller Apple Pay. Myntene kommer så snart betalingen er bekreftet.",
      "For mynter kan du kjøpe oversettelsespakker og VIP- eller SVIP-medlemskap. Oversettelse utover pakken din koster 1 mynt per 100 tegn.",
      "En e-faktura kommer til betalingskontoen din innen 3 til 6 virkedager.",
    ],
  },
};
