import type { ExternalPageTexts } from "./types.js";

/** The footer's external pages in fi. */
export const texts: ExternalPageTexts = {
  about: {
    title: "Tietoa meistä",
    paragraphs: [
      "Chat on paikka, jossa voit tutustua ihmisiin monista maista ja jutella heidän kanssaan omalla kielelläsi.",
      "Viestit voidaan kääntää keskustelun aikana, joten keskustelu ei koskaan pysähdy kielimuuriin.",
      "Teemme palvelua aikuisille. Ole ystävällinen, ole rehellinen ja nauti uusiin ystäviin tutustumisesta.",
    ],
  },
  "friend-safety": {
    title: "Turvallinen kaveruus",
    paragraphs: [
      "Älä koskaan lähetä rahaa kenellekään, jonka olet tavannut vain verkossa, oli tarina mikä tahansa.",
      "Pidä henkilötietosi, kuten osoitteesi, työpaikkasi ja pankkitietosi, omana tietonasi, kunnes todella tunnet ihmisen.",
      "Jos joku saa olosi epämukavaksi, käytä keskustelussa Ilmianna-painiketta. Käymme jokaisen ilmoituksen läpi.",
    ],
  },
  privacy: {
    title: "Tietosuojakäytäntö",
    paragraphs: [
      "Säilytämme tiedot, joita tilisi ylläpito vaatii: sähköpostiosoitteesi, profiilisi ja viestisi.",
      "Käännettäväksi lähettämäsi viestit välitetään käännöspalvelulle ainoastaan niiden kääntämistä varten.",
      "Voit poistaa tilisi milloin tahansa tilisivulta; profiilisi ja viestisi poistetaan silloin.",
    ],
  },
  "help-center": {
    title: "Ohjekeskus",
    paragraphs: [
      "Unohtuiko salasana? Valitse kirjautumissivulla ”Unohtuiko salasana?” ja syötä koodi, jonka lähetämme sinulle sähköpostitse.",
      "Keskustelu uuden ystävän kanssa maksaa yhden kultakolikon; käännöspaketit antavat sinulle käännettyjä merkkejä.",
      "Etkö vieläkään pääse eteenpäin? Avaa chat-paneeli ja kirjoita asiakaspalveluun.",
    ],
  },
  purchase: {
    title: "Osto- ja latausohjeet",
    paragraphs: [
      "Kultakolikot ovat sovelluksen valuutta. Yksi kultakolikko maksaa noin 1 USD ilman alennusta; kolikot eivät vanhene, eikä niitä hyvitetä.",
      "Lataa saldoa tilisivulla kortilla, PayPalilla, Google Paylla tai Apple Paylla. Kolikot tulevat heti, kun maksu on vahvistettu.",
      "Kolikoilla ostat käännöspaketteja sekä VIP- tai SVIP-jäsenyyden. Pakettisi ylittävä käännös maksaa 1 kolikon 100 merkkiä kohden.",
      "Sähköinen lasku saapuu maksutilillesi 3–6 pankkipäivän kuluessa.",
    ],
  },
};
