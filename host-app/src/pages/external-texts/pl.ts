import type { ExternalPageTexts } from "./types.js";

/** The footer's external pages in pl. */
export const texts: ExternalPageTexts = {
  about: {
    title: "O nas",
    paragraphs: [
      "Chat to miejsce, w którym poznasz ludzi z wielu krajów i porozmawiasz z nimi we własnym języku.",
      "Wiadomości można tłumaczyć w trakcie czatu, więc rozmowa nigdy nie zatrzymuje się na granicy języka.",
      "Tworzymy ten serwis dla dorosłych. Bądź życzliwy, bądź szczery i ciesz się poznawaniem nowych przyjaciół.",
    ],
  },
  "friend-safety": {
    title: "Bezpieczeństwo znajomości",
    paragraphs: [
      "Nigdy nie wysyłaj pieniędzy komuś, kogo znasz tylko z internetu, bez względu na to, jaką historię opowiada.",
      "Zachowaj dla siebie dane osobowe, takie jak adres, miejsce pracy i dane bankowe, dopóki naprawdę kogoś nie poznasz.",
      "Jeśli ktoś sprawia, że czujesz się niekomfortowo, użyj przycisku „Zgłoś” w czacie. Sprawdzamy każde zgłoszenie.",
    ],
  },
  privacy: {
    title: "Polityka prywatności",
    paragraphs: [
      "Przechowujemy dane potrzebne do prowadzenia Twojego konta: adres e-mail, profil i wiadomości.",
      "Wiadomości wysyłane do tłumaczenia przekazujemy silnikowi tłumaczeniowemu wyłącznie w celu ich przetłumaczenia.",
      "Możesz w każdej chwili usunąć konto na stronie konta; Twój profil i wiadomości zostaną wtedy usunięte.",
    ],
  },
  "help-center": {
    title: "Centrum pomocy",
    paragraphs: [
      "Nie pamiętasz hasła? Kliknij „Nie pamiętasz hasła?” na stronie logowania i wpisz kod, który wyślemy Ci e-mailem.",
      "Czat z nowym znajomym kosztuje jedną złotą monetę; pakiety tłumaczeń dają Ci przetłumaczone znaki.",
      "Nadal potrzebujesz pomocy? Otwórz panel czatu i napisz do obsługi klienta.",
    ],
  },
  purchase: {
    title: "Instrukcje zakupu i doładowania",
    paragraphs: [
      "Złote monety to waluta aplikacji. Jedna złota moneta kosztuje około 1 USD, bez rabatu; monety nie wygasają i nie podlegają zwrotowi.",
      "Doładuj konto na stronie konta kartą, przez PayPal, Google Pay lub Apple Pay. Monety pojawią się, gdy tylko płatność zostanie potwierdzona.",
      "Za monety kupisz pakiety tłumaczeń oraz członkostwo VIP lub SVIP. Tłumaczenie ponad pakiet kosztuje 1 monetę za 100 znaków.",
      "E-rachunek trafi na Twoje konto płatnicze w ciągu 3–6 dni roboczych.",
    ],
  },
};
