import type { Language } from "@park/domain/constants.ts";
import type { LegalDocument } from "./legal-document.ts";

/**
 * The privacy notice (001 §2 Privacy notice page): chapters with anchors for its two audiences, rights
 * requests, revoking consent, cookies and changes. `{email}` is the park's (park-contact.ts).
 */
export const PRIVACY_CONTENT: Record<Language, LegalDocument> = {
  es: {
    updated: "Última actualización: noviembre de 2026",
    intro:
      "Ensenada Park, con domicilio en la carretera transpeninsular, Ensenada, Baja California, es responsable del uso y la protección de tus datos personales, conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares.",
    chapters: [
      {
        id: "visitors-and-suppliers",
        title: "Visitantes y proveedores",
        blocks: [
          {
            paragraph:
              "De quienes compran en línea, nos escriben por el formulario de contacto o nos proveen bienes y servicios, recabamos:",
          },
          {
            list: [
              "Nombre, correo electrónico, teléfono, país, estado y ciudad.",
              "Datos de la visita: fechas, personas, hospedaje, actividades y el vehículo con que llegas.",
              "Datos de facturación. Los datos de la tarjeta los procesa directamente el proveedor de pagos; no los guardamos.",
              "Imágenes de las cámaras de seguridad del parque, que se conservan 21 días.",
            ],
          },
          {
            paragraph:
              "Los usamos para vender y confirmar tu visita, agilizar tu entrada, responder tus mensajes, facturar y pagar a proveedores, y cuidar la seguridad de las personas en el parque.",
          },
        ],
      },
      {
        id: "candidates-employees",
        title: "Candidatos, empleados y exproveedores",
        blocks: [
          {
            paragraph:
              "De quienes solicitan empleo, trabajan o trabajaron con nosotros, o fueron proveedores, recabamos datos de identificación y contacto, escolaridad, historial laboral, referencias y los documentos que la solicitud pide (por ejemplo acta de nacimiento, CURP, RFC, comprobante de domicilio y carta de no antecedentes penales).",
          },
          {
            paragraph:
              "Los usamos para evaluar solicitudes, contratar, cumplir obligaciones laborales y fiscales, y atender aclaraciones posteriores. Los datos de candidatos no contratados se eliminan al cerrar la vacante, salvo que nos autorices a conservarlos para otras vacantes.",
          },
        ],
      },
      {
        id: "rights-requests",
        title: "Derechos de acceso, rectificación, cancelación y oposición",
        blocks: [
          {
            paragraph:
              "Puedes pedir acceso a tus datos, su rectificación si son inexactos, su cancelación o oponerte a su uso. Envía tu solicitud por el formulario de contacto (asunto «Comentarios o sugerencias») o al correo {email}, con:",
          },
          {
            list: [
              "Tu nombre y un medio para responderte.",
              "Una identificación oficial o la de tu representante legal.",
              "Qué datos y qué derecho quieres ejercer.",
            ],
          },
          { paragraph: "Te responderemos en un máximo de 20 días hábiles." },
        ],
      },
      {
        id: "revoking-consent",
        title: "Revocación del consentimiento",
        blocks: [
          {
            paragraph:
              "Puedes revocar en cualquier momento el consentimiento que nos diste, por los mismos medios. Algunos datos debemos conservarlos por obligaciones legales, por ejemplo los de facturación.",
          },
        ],
      },
      {
        id: "cookies",
        title: "Cookies",
        blocks: [
          {
            paragraph:
              "Este sitio no recaba datos personales mediante cookies. Tu idioma y tu cotización se guardan solo en tu navegador para que no se pierdan al recargar la página.",
          },
        ],
      },
      {
        id: "changes",
        title: "Cambios al aviso de privacidad",
        blocks: [
          {
            paragraph:
              "Este aviso puede cambiar por nuevas leyes o por cambios en nuestros servicios. Publicaremos cada cambio en esta página con su fecha de actualización.",
          },
        ],
      },
    ],
  },
  en: {
    updated: "Last updated: November 2026",
    intro:
      "Ensenada Park, located on the peninsular highway, Ensenada, Baja California, is responsible for the use and protection of your personal data under Mexico's Federal Law on the Protection of Personal Data Held by Private Parties.",
    chapters: [
      {
        id: "visitors-and-suppliers",
        title: "Visitors and suppliers",
        blocks: [
          {
            paragraph:
              "From those who buy online, write to us through the contact form or supply goods and services, we collect:",
          },
          {
            list: [
              "Name, e-mail, phone, country, state and city.",
              "Visit details: dates, people, lodging, activities and the vehicle you arrive in.",
              "Billing details. Card details are processed directly by the payment provider; we do not store them.",
              "Images from the park's security cameras, kept for 21 days.",
            ],
          },
          {
            paragraph:
              "We use them to sell and confirm your visit, speed up your entry, answer your messages, invoice and pay suppliers, and keep people in the park safe.",
          },
        ],
      },
      {
        id: "candidates-employees",
        title: "Candidates, employees and former suppliers",
        blocks: [
          {
            paragraph:
              "From those who apply for a job, work or worked with us, or were suppliers, we collect identification and contact details, education, work history, references and the documents the application asks for (for example birth certificate, CURP, RFC, proof of address and criminal record letter).",
          },
          {
            paragraph:
              "We use them to assess applications, hire, meet labour and tax obligations, and answer later queries. Data of candidates not hired is deleted when the vacancy closes, unless you allow us to keep it for other vacancies.",
          },
        ],
      },
      {
        id: "rights-requests",
        title: "Rights of access, rectification, cancellation and opposition",
        blocks: [
          {
            paragraph:
              "You may ask to access your data, to correct it if it is wrong, to cancel it or to object to its use. Send your request through the contact form (subject “Comments or suggestions”) or to {email}, with:",
          },
          {
            list: [
              "Your name and a way to answer you.",
              "An official ID, yours or your legal representative's.",
              "Which data and which right you wish to exercise.",
            ],
          },
          { paragraph: "We will answer within 20 working days." },
        ],
      },
      {
        id: "revoking-consent",
        title: "Revoking consent",
        blocks: [
          {
            paragraph:
              "You may revoke the consent you gave us at any time, by the same means. Some data must be kept to meet legal obligations, such as billing records.",
          },
        ],
      },
      {
        id: "cookies",
        title: "Cookies",
        blocks: [
          {
            paragraph:
              "This site does not collect personal data through cookies. Your language and your quote are kept only in your browser so they are not lost when the page reloads.",
          },
        ],
      },
      {
        id: "changes",
        title: "Changes to this notice",
        blocks: [
          {
            paragraph:
              "This notice may change because of new laws or changes to our services. Each change will be published on this page with its update date.",
          },
        ],
      },
    ],
  },
};
