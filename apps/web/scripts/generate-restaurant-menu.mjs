// Writes public/menu/restaurant-menu.pdf, the restaurant's bilingual menu that the restaurant page opens
// (001 §2). pdfkit is the project's PDF library (the API's summaries use it). Run again after editing MENU:
//   node apps/web/scripts/generate-restaurant-menu.mjs
import { createWriteStream, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import PDFDocument from "pdfkit";

const OUT = join(dirname(fileURLToPath(import.meta.url)), "..", "public", "menu", "restaurant-menu.pdf");

const MENU = [
  {
    es: "Desayunos",
    en: "Breakfast",
    dishes: [
      ["Huevos rancheros con frijoles y tortillas", "Huevos rancheros with beans and tortillas"],
      ["Chilaquiles verdes o rojos", "Green or red chilaquiles"],
      ["Hot cakes con fruta de temporada", "Pancakes with seasonal fruit"],
      ["Machaca con huevo", "Shredded beef with eggs"],
    ],
  },
  {
    es: "Comidas",
    en: "Lunch",
    dishes: [
      ["Tacos de pescado estilo Ensenada", "Ensenada-style fish tacos"],
      ["Tacos de carne asada", "Grilled beef tacos"],
      ["Hamburguesa con papas", "Burger with fries"],
      ["Ensalada de la casa", "House salad"],
      ["Platillo del día", "Dish of the day"],
    ],
  },
  {
    es: "Para niñas y niños",
    en: "For children",
    dishes: [
      ["Quesadillas con papas", "Quesadillas with fries"],
      ["Nuggets de pollo", "Chicken nuggets"],
    ],
  },
  {
    es: "Bebidas",
    en: "Drinks",
    dishes: [
      ["Aguas frescas", "Fresh fruit waters"],
      ["Café de olla", "Cinnamon coffee"],
      ["Refrescos y agua embotellada", "Sodas and bottled water"],
    ],
  },
];

mkdirSync(dirname(OUT), { recursive: true });
// A fixed date keeps the file byte-for-byte the same between runs.
const doc = new PDFDocument({
  size: "LETTER",
  margin: 56,
  info: {
    Title: "Menú del restaurante / Restaurant menu",
    Author: "Ensenada Park",
    CreationDate: new Date("2026-11-23T00:00:00Z"),
  },
  lang: "es-MX",
});
doc.pipe(createWriteStream(OUT));

doc
  .fillColor("#124f2e")
  .font("Helvetica-Bold")
  .fontSize(26)
  .text("Restaurante  ·  Restaurant", { align: "center" });
doc.moveDown(0.3);
doc
  .fillColor("#1c2a22")
  .font("Helvetica")
  .fontSize(12)
  .text("Abierto de 8:00 a. m. a 5:00 p. m.  ·  Open from 8:00 am to 5:00 pm", { align: "center" });
doc.text("Precios vigentes en caja  ·  Current prices at the counter", { align: "center" });
doc.moveDown(1.2);

for (const section of MENU) {
  doc.fillColor("#17643a").font("Helvetica-Bold").fontSize(16).text(`${section.es}  /  ${section.en}`);
  doc
    .moveTo(doc.x, doc.y + 2)
    .lineTo(doc.page.width - 56, doc.y + 2)
    .strokeColor("#d5ecdd")
    .stroke();
  doc.moveDown(0.5);
  for (const [es, en] of section.dishes) {
    doc.fillColor("#1c2a22").font("Helvetica-Bold").fontSize(12).text(es);
    doc.font("Helvetica-Oblique").fontSize(11).fillColor("#44544a").text(en);
    doc.moveDown(0.4);
  }
  doc.moveDown(0.6);
}

doc
  .font("Helvetica")
  .fontSize(10)
  .fillColor("#44544a")
  .text("Pregunta por opciones vegetarianas  ·  Ask about vegetarian options", { align: "center" });
doc.end();
console.log(`written ${OUT}`);
