import type { ExternalPageTexts } from "./types.js";

/** The footer's external pages in es. */
export const texts: ExternalPageTexts = {
  about: {
    title: "Sobre nosotros",
    paragraphs: [
      "Chat es un lugar para conocer a personas de muchos países y hablar con ellas en tu propio idioma.",
      "Los mensajes se pueden traducir mientras chateas, así que una conversación nunca se detiene en la frontera de un idioma.",
      "Creamos este servicio para personas adultas. Sé amable, sé sincero y disfruta conociendo a nuevos amigos.",
    ],
  },
  "friend-safety": {
    title: "Seguridad entre amigos",
    paragraphs: [
      "Nunca envíes dinero a alguien a quien solo conoces por internet, sea cual sea la historia.",
      "Guarda para ti tus datos personales, como tu dirección, tu lugar de trabajo y tus datos bancarios, hasta que conozcas de verdad a esa persona.",
      "Si alguien te hace sentir incómodo, usa el botón «Denunciar» del chat. Revisamos todas las denuncias.",
    ],
  },
  privacy: {
    title: "Política de privacidad",
    paragraphs: [
      "Guardamos los datos necesarios para gestionar tu cuenta: tu dirección de correo electrónico, tu perfil y tus mensajes.",
      "Los mensajes que envías para traducir se pasan a un motor de traducción únicamente para traducirlos.",
      "Puedes eliminar tu cuenta en cualquier momento desde la página de la cuenta; entonces se borran tu perfil y tus mensajes.",
    ],
  },
  "help-center": {
    title: "Centro de ayuda",
    paragraphs: [
      "¿Olvidaste tu contraseña? Pulsa «¿Olvidaste tu contraseña?» en la página de inicio de sesión e introduce el código que te enviamos por correo electrónico.",
      "Chatear con un nuevo amigo cuesta una moneda de oro; los paquetes de traducción te dan caracteres traducidos.",
      "¿Sigues sin resolverlo? Abre el panel de chat y escribe a atención al cliente.",
    ],
  },
  purchase: {
    title: "Instrucciones de compra y recarga",
    paragraphs: [
      "Las monedas de oro son la moneda de la aplicación. Una moneda de oro cuesta aproximadamente 1 USD, sin descuento; las monedas no caducan y no son reembolsables.",
      "Recarga en la página de la cuenta con tarjeta, PayPal, Google Pay o Apple Pay. Las monedas llegan en cuanto se confirma el pago.",
      "Con las monedas compras paquetes de traducción y la membresía VIP o SVIP. La traducción que supere tu paquete cuesta 1 moneda por cada 100 caracteres.",
      "La factura electrónica llega a tu cuenta de pago en un plazo de 3 a 6 días hábiles.",
    ],
  },
};
