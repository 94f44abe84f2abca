import type { Language } from "@park/domain/constants.ts";
import type { LegalDocument } from "./legal-document.ts";

/** The terms and conditions (001 §2 Terms page): five numbered sections, from the facts of 001 §9. */
export const TERMS_CONTENT: Record<Language, LegalDocument> = {
  es: {
    updated: "Última actualización: noviembre de 2026",
    intro:
      "Estos términos aplican a las compras de admisión, campamento, hospedaje y actividades hechas en este sitio. Al comprar los aceptas.",
    chapters: [
      {
        id: "online-purchases",
        title: "Políticas de compra en línea",
        blocks: [
          { paragraph: "Las compras se hacen con al menos 24 horas de anticipación a la fecha de visita." },
          {
            list: [
              "Todas las ventas son finales.",
              "Las tarjetas emitidas en Estados Unidos se cobran en dólares al tipo de cambio mostrado antes de pagar.",
              "Para entrar se presenta el código de visita, una identificación oficial de quien pagó y la tarjeta usada.",
              "El campamento y el hospedaje son solo para familias: el grupo incluye a una niña o un niño de 12 años o menos, o a una persona de 60 años o más.",
            ],
          },
        ],
      },
      {
        id: "children-admission",
        title: "Admisión de menores",
        blocks: [
          { paragraph: "Las niñas y los niños que miden menos de 1 m entran gratis." },
          {
            paragraph:
              "Menores de 14 años realizan el canopy y los paseos a caballo acompañados por un adulto, y menores de 18 años viajan en cuatrimoto acompañados por quien la renta.",
          },
        ],
      },
      {
        id: "date-changes",
        title: "Cambios de fecha y vigencia de boletos",
        blocks: [
          {
            list: [
              "Los cambios de fecha se solicitan con 24 horas de anticipación, o 72 horas para cabañas y tipis.",
              "Si el precio de la nueva fecha es mayor se paga la diferencia; si es menor, la diferencia no se reembolsa.",
              "Los boletos son válidos hasta el 31 de diciembre del año de compra.",
            ],
          },
        ],
      },
      {
        id: "billing",
        title: "Facturación",
        blocks: [
          {
            paragraph:
              "Si necesitas factura, solicítala por correo con tu código de visita y tus datos fiscales dentro del mismo mes de la compra.",
          },
        ],
      },
      {
        id: "law-and-jurisdiction",
        title: "Ley aplicable y jurisdicción",
        blocks: [
          {
            paragraph:
              "Estos términos se rigen por las leyes de los Estados Unidos Mexicanos. Cualquier controversia se resolverá ante los tribunales competentes de Ensenada, Baja California, renunciando a cualquier otro fuero.",
          },
        ],
      },
    ],
  },
  en: {
    updated: "Last updated: November 2026",
    intro:
      "These terms apply to admission, camping, lodging and activity purchases made on this site. By buying you accept them.",
    chapters: [
      {
        id: "online-purchases",
        title: "Online purchase policies",
        blocks: [
          { paragraph: "Purchases are made at least 24 hours before the date of the visit." },
          {
            list: [
              "All sales are final.",
              "Cards issued in the United States are charged in US dollars at the exchange rate shown before paying.",
              "To enter, show the visit code, a photo ID of the person who paid and the card used.",
              "Camping and lodging are for families only: the group includes a child aged 12 or under or a person aged 60 or over.",
            ],
          },
        ],
      },
      {
        id: "children-admission",
        title: "Children admission",
        blocks: [
          { paragraph: "Children under 40 inches tall enter free." },
          {
            paragraph:
              "Children under 14 go on the canopy tour and horseback rides with an adult, and riders under 18 travel on an ATV with the person who rents it.",
          },
        ],
      },
      {
        id: "date-changes",
        title: "Date changes and ticket validity",
        blocks: [
          {
            list: [
              "Date changes are requested 24 hours ahead, or 72 hours for cabins and tipis.",
              "If the new date's price is higher the difference is paid; if it is lower the difference is not refunded.",
              "Tickets are valid until 31 December of the year of purchase.",
            ],
          },
        ],
      },
      {
        id: "billing",
        title: "Billing",
        blocks: [
          {
            paragraph:
              "If you need an invoice (factura), request it by e-mail with your visit code and tax details within the month of purchase.",
          },
        ],
      },
      {
        id: "law-and-jurisdiction",
        title: "Applicable law and jurisdiction",
        blocks: [
          {
            paragraph:
              "These terms are governed by the laws of the United Mexican States. Any dispute will be settled before the competent courts of Ensenada, Baja California, waiving any other jurisdiction.",
          },
        ],
      },
    ],
  },
};
