import type { ExternalPageTexts } from "./types.js";

/** The footer's external pages in de. */
export const texts: ExternalPageTexts = {
  about: {
    title: "Über uns",
    paragraphs: [
      "Chat ist ein Ort, an dem du Menschen aus vielen Ländern kennenlernst und mit ihnen in deiner eigenen Sprache sprichst.",
      "Nachrichten lassen sich beim Chatten übersetzen, sodass ein Gespräch nie an einer Sprachgrenze endet.",
      "Wir machen diesen Dienst für Erwachsene. Sei freundlich, sei ehrlich und hab Freude daran, neue Freunde kennenzulernen.",
    ],
  },
  "friend-safety": {
    title: "Sicherheit unter Freunden",
    paragraphs: [
      "Schick niemals Geld an jemanden, den du nur online kennengelernt hast – ganz gleich, welche Geschichte dahintersteckt.",
      "Behalte persönliche Angaben wie deine Adresse, deinen Arbeitsplatz und deine Bankdaten für dich, bis du jemanden wirklich kennst.",
      "Wenn dir jemand unangenehm ist, nutze im Chat die Schaltfläche „Melden“. Wir prüfen jede Meldung.",
    ],
  },
  privacy: {
    title: "Datenschutzerklärung",
    paragraphs: [
      "Wir speichern die Daten, die für dein Konto nötig sind: deine E-Mail-Adresse, dein Profil und deine Nachrichten.",
      "Nachrichten, die du übersetzen lässt, werden nur zum Übersetzen an eine Übersetzungs-Engine weitergegeben.",
      "Du kannst dein Konto jederzeit auf der Kontoseite löschen; dein Profil und deine Nachrichten werden dann entfernt.",
    ],
  },
  "help-center": {
    title: "Hilfe-Center",
    paragraphs: [
      "Passwort vergessen? Wähle auf der Anmeldeseite „Passwort vergessen?“ und gib den Code ein, den wir dir per E-Mail schicken.",
      "Ein Chat mit einem neuen Freund kostet eine Goldmünze; Übersetzungspakete geben dir übersetzte Zeichen.",
      "Kommst du trotzdem nicht weiter? Öffne das Chatfenster und schreib dem Kundenservice.",
    ],
  },
  purchase: {
    title: "Hinweise zu Kauf und Aufladen",
    paragraphs: [
      "Goldmünzen sind die Währung der App. Eine Goldmünze kostet etwa 1 USD, ohne Rabatt; Münzen verfallen nicht und werden nicht erstattet.",
      "Lade dein Guthaben auf der Kontoseite mit Karte, PayPal, Google Pay oder Apple Pay auf. Die Münzen kommen an, sobald die Zahlung bestätigt ist.",
      "Mit Münzen kaufst du Übersetzungspakete und die VIP- oder SVIP-Mitgliedschaft. Übersetzungen über dein Paket hinaus kosten 1 Münze pro 100 Zeichen.",
      "Eine E-Rechnung erreicht dein Zahlungskonto innerhalb von 3 bis 6 Werktagen.",
    ],
  },
};
