import type { ExternalPageTexts } from "./types.js";

/** The footer's external pages in sv. */
export const texts: ExternalPageTexts = {
  about: {
    title: "Om oss",
    paragraphs: [
      "Chat är en plats där du kan träffa människor från många länder och prata med dem på ditt eget språk.",
      "Meddelanden kan översättas medan ni chattar, så ett samtal stannar aldrig vid en språkgräns.",
      "Vi bygger tjänsten för vuxna. Var vänlig, var ärlig och njut av att träffa nya vänner.",
    ],
  },
  "friend-safety": {
    title: "Säkerhet bland vänner",
    paragraphs: [
      "Skicka aldrig pengar till någon som du bara har träffat på nätet, oavsett vilken historia du får höra.",
      "Behåll personliga uppgifter som din adress, din arbetsplats och dina bankuppgifter för dig själv tills du verkligen känner personen.",
      "Om någon får dig att känna dig obekväm, använd knappen Anmäl i chatten. Vi granskar varje anmälan.",
    ],
  },
  privacy: {
    title: "Integritetspolicy",
    paragraphs: [
      "Vi sparar de uppgifter som behövs för ditt konto: din e-postadress, din profil och dina meddelanden.",
      "Meddelanden som du skickar för översättning lämnas till en översättningsmotor enbart för att översättas.",
      "Du kan när som helst radera ditt konto från kontosidan; då tas din profil och dina meddelanden bort.",
    ],
  },
  "help-center": {
    title: "Hjälpcenter",
    paragraphs: [
      "Glömt lösenordet? Välj ”Glömt lösenordet?” på inloggningssidan och ange koden som vi skickar till dig via e-post.",
      "Att chatta med en ny vän kostar ett guldmynt; översättningspaket ger dig översatta tecken.",
      "Kommer du fortfarande inte vidare? Öppna chattpanelen och skriv till kundtjänst.",
    ],
  },
  purchase: {
    title: "Instruktioner för köp och påfyllning",
    paragraphs: [
      "Guldmynt är appens valuta. Ett guldmynt kostar ungefär 1 USD, utan rabatt; mynten förfaller inte och återbetalas inte.",
      "Fyll på från kontosidan med kort, PayPal, Google Pay eller Apple Pay. Mynten kommer så snart betalningen har bekräftats.",
      "För mynt köper du översättningspaket och VIP- eller SVIP-medlemskap. Översättning utöver ditt paket kostar 1 mynt per 100 tecken.",
      "En e-faktura når ditt betalkonto inom 3 till 6 bankdagar.",
    ],
  },
};
