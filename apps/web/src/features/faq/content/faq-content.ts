import type { Language } from "@park/domain/constants.ts";

/** The five FAQ sections (001 §2 FAQ page), in the side menu's order; prices and discounts first. */
export const FAQ_SECTION_IDS = ["prices", "services", "cabins", "canopy", "admission"] as const;
export type FaqSectionId = (typeof FAQ_SECTION_IDS)[number];

export interface FaqItem {
  question: string;
  /**
   * Paragraphs of the answer. `{phone}` and `{email}` are the park's (park-contact.ts); `{canopyRegular}`,
   * `{canopySpecial}` and `{canopyNight}` are the canopy prices in force, read from the API.
   */
  answer: string[];
}

export interface FaqSection {
  id: FaqSectionId;
  title: string;
  items: FaqItem[];
}

/** The FAQ written for the park from the spec's facts (001 §9), one list per language. */
export const FAQ_CONTENT: Record<Language, readonly FaqSection[]> = {
  es: [
    {
      id: "prices",
      title: "Precios y descuentos",
      items: [
        {
          question: "¿Por qué el precio cambia según el día?",
          answer: [
            "Cada día del año tiene un color de tarifa en el calendario de precios. El negro es el precio completo; el azul tiene 15% de descuento, el rojo 40% y el amarillo 55%.",
            "En los días amarillos todas las albercas y el tobogán están cerrados; por eso su descuento es el mayor.",
          ],
        },
        {
          question: "¿Hay descuentos para personas mayores y niños?",
          answer: [
            "Las personas adultas mayores tienen 30% de descuento en su admisión presentando una identificación.",
            "Las niñas y los niños que miden menos de 1 m entran gratis.",
          ],
        },
        {
          question: "¿Tienen precio para grupos?",
          answer: [
            "Los grupos de 100 personas o más tienen descuento en pases de día. Escríbenos a {email} o llama al {phone} para cotizar.",
          ],
        },
        {
          question: "¿Qué es la promoción 3x2 de campamento?",
          answer: [
            "Es una promoción permanente: al acampar tres noches seguidas, la tercera noche es gratis.",
          ],
        },
      ],
    },
    {
      id: "services",
      title: "Servicios generales",
      items: [
        {
          question: "¿En qué horario abre el parque?",
          answer: [
            "La entrada al campamento es de 7:30 am a 11:30 pm. La visita de día es de 7:30 am a 6:00 pm y el campamento va de 6:00 pm a 6:00 pm del día siguiente.",
            "Las actividades extra empiezan a las 10:00 am y las albercas abren de 10:00 am a 11:59 pm.",
          ],
        },
        {
          question: "¿Hay dónde comer dentro del parque?",
          answer: [
            "Sí. El restaurante abre de 8:00 am a 5:00 pm y la tienda de abarrotes tiene lo básico para tu estancia.",
          ],
        },
        {
          question: "¿Hasta qué hora hay música y ruido?",
          answer: ["La música se permite hasta la medianoche, para que todas las familias descansen."],
        },
        {
          question: "¿Cuánto dura un paseo en bote de pedales?",
          answer: ["30 minutos cuando hay otras personas esperando su turno."],
        },
      ],
    },
    {
      id: "cabins",
      title: "Cabañas",
      items: [
        {
          question: "¿Cuántas personas caben en una cabaña?",
          answer: [
            "Las cabañas, villas del lago y tipis son para 1 a 6 personas. El tipi número 6 es para 4 personas.",
            "El precio es por unidad y no incluye la admisión de cada persona.",
          ],
        },
        {
          question: "¿A qué hora es la entrada y la salida?",
          answer: [
            "La entrada a la cabaña es a las 3:00 pm y la salida antes de las 11:59 am. Después de entregar la cabaña puedes quedarte en el parque hasta las 6:00 pm.",
          ],
        },
        {
          question: "¿Quién puede hospedarse?",
          answer: [
            "El campamento y el hospedaje son solo para familias: el grupo debe incluir a una niña o un niño de 12 años o menos, o a una persona de 60 años o más.",
          ],
        },
        {
          question: "¿Puedo cambiar la fecha de mi reservación?",
          answer: [
            "Sí, con 72 horas de anticipación para cabañas y tipis. Si el nuevo precio es mayor, pagas la diferencia; si es menor, no hay reembolso. Llámanos al {phone} o escríbenos a {email}.",
          ],
        },
      ],
    },
    {
      id: "canopy",
      title: "Canopy tour",
      items: [
        {
          question: "¿Cuánto cuesta el canopy?",
          answer: [
            "Precio regular: {canopyRegular}. Precio especial (días azules, rojos y amarillos): {canopySpecial}. Canopy nocturno: {canopyNight}.",
          ],
        },
        {
          question: "¿En qué consiste el recorrido?",
          answer: [
            "Dura alrededor de una hora e incluye 5 tirolesas y 5 puentes colgantes. El canopy nocturno es de 7:30 pm a 10:30 pm y se reserva hasta las 5:00 pm del mismo día.",
          ],
        },
        {
          question: "¿Hay requisitos de estatura o peso?",
          answer: [
            "La estatura mínima es 1.40 m. De 1.00 m a 1.39 m se hace un recorrido parcial: las 5 tirolesas y 2 de los 5 puentes. Menores de 14 años van acompañados por un adulto.",
            "No hay límite de peso; el arnés admite hasta 121 cm de cintura y 66 cm de muslo, y soporta 1,500 kg.",
          ],
        },
      ],
    },
    {
      id: "admission",
      title: "Horarios y políticas de admisión",
      items: [
        {
          question: "¿Con cuánta anticipación debo comprar?",
          answer: [
            "Las compras en línea se hacen con al menos 24 horas de anticipación. Los boletos son válidos hasta el 31 de diciembre del año de compra y todas las ventas son finales.",
          ],
        },
        {
          question: "¿Qué necesito para entrar?",
          answer: [
            "Tu código de visita o su código QR, una identificación oficial de quien pagó y la tarjeta con que se pagó.",
          ],
        },
        {
          question: "¿Hasta qué hora abre la pista de cuatrimotos?",
          answer: [
            "Hasta las 8:00 pm en verano y las 6:00 pm en invierno. Quien renta debe tener 18 años o más; máximo 2 personas por cuatrimoto y solo dentro de la pista.",
          ],
        },
        {
          question: "¿Tienen más dudas?",
          answer: ["Llámanos al {phone} o escríbenos a {email}; con gusto te ayudamos."],
        },
      ],
    },
  ],
  en: [
    {
      id: "prices",
      title: "Prices and discounts",
      items: [
        {
          question: "Why does the price change from day to day?",
          answer: [
            "Every day of the year has a tariff colour on the price calendar. Black is the full price; blue is 15% off, red 40% off and yellow 55% off.",
            "On yellow days all pools and the water slide are closed, which is why their discount is the largest.",
          ],
        },
        {
          question: "Are there discounts for seniors and children?",
          answer: [
            "Seniors get 30% off their admission with an ID.",
            "Children under 40 inches tall enter free.",
          ],
        },
        {
          question: "Do you have group prices?",
          answer: [
            "Groups of 100 people or more get a discount on day passes. Write to {email} or call {phone} for a quote.",
          ],
        },
        {
          question: "What is the camping 3x2 promotion?",
          answer: ["It is a permanent promotion: camp three nights in a row and the third night is free."],
        },
      ],
    },
    {
      id: "services",
      title: "General services",
      items: [
        {
          question: "What are the park's hours?",
          answer: [
            "Campground entry is from 7:30 am to 11:30 pm. A day visit is from 7:30 am to 6:00 pm and camping runs from 6:00 pm to 6:00 pm the next day.",
            "Extra activities start at 10:00 am and the pools are open from 10:00 am to 11:59 pm.",
          ],
        },
        {
          question: "Is there somewhere to eat in the park?",
          answer: [
            "Yes. The restaurant is open from 8:00 am to 5:00 pm and the grocery store has the basics for your stay.",
          ],
        },
        {
          question: "Until what time is music allowed?",
          answer: ["Music is allowed until midnight, so every family can rest."],
        },
        {
          question: "How long is a pedal boat ride?",
          answer: ["30 minutes when other people are waiting for their turn."],
        },
      ],
    },
    {
      id: "cabins",
      title: "Cabins",
      items: [
        {
          question: "How many people fit in a cabin?",
          answer: [
            "Cabins, lake villages and tipis are for 1 to 6 people. Tipi number 6 holds 4.",
            "The price is per unit and does not include each person's admission.",
          ],
        },
        {
          question: "What are the check-in and check-out times?",
          answer: [
            "Check-in is at 3:00 pm and check-out before 11:59 am. After leaving the cabin you may stay in the park until 6:00 pm.",
          ],
        },
        {
          question: "Who can stay overnight?",
          answer: [
            "Camping and lodging are for families only: the group must include a child aged 12 or under or a person aged 60 or over.",
          ],
        },
        {
          question: "Can I change the date of my booking?",
          answer: [
            "Yes, 72 hours ahead for cabins and tipis. If the new price is higher you pay the difference; if it is lower there is no refund. Call {phone} or write to {email}.",
          ],
        },
      ],
    },
    {
      id: "canopy",
      title: "Canopy tour",
      items: [
        {
          question: "How much is the canopy tour?",
          answer: [
            "Regular price: {canopyRegular}. Special price (blue, red and yellow days): {canopySpecial}. Night canopy: {canopyNight}.",
          ],
        },
        {
          question: "What does the tour include?",
          answer: [
            "It takes about an hour and has 5 zip lines and 5 hanging bridges. The night canopy runs from 7:30 pm to 10:30 pm and can be booked until 5:00 pm the same day.",
          ],
        },
        {
          question: "Are there height or weight requirements?",
          answer: [
            "The minimum height is 1.40 m. From 1.00 m to 1.39 m the tour is partial: all 5 zip lines and 2 of the 5 bridges. Children under 14 go with an adult.",
            "There is no weight limit; the harness fits up to a 121 cm waist and a 66 cm thigh, and holds 1,500 kg.",
          ],
        },
      ],
    },
    {
      id: "admission",
      title: "Hours and admission policies",
      items: [
        {
          question: "How far ahead must I buy?",
          answer: [
            "Online purchases are made at least 24 hours ahead. Tickets are valid until 31 December of the year of purchase and all sales are final.",
          ],
        },
        {
          question: "What do I need to get in?",
          answer: [
            "Your visit code or its QR code, a photo ID of the person who paid and the card used to pay.",
          ],
        },
        {
          question: "Until what time is the ATV track open?",
          answer: [
            "Until 8:00 pm in summer and 6:00 pm in winter. The renter must be 18 or older; at most 2 people per ATV and only on the track.",
          ],
        },
        {
          question: "Any other questions?",
          answer: ["Call {phone} or write to {email}; we are happy to help."],
        },
      ],
    },
  ],
};
