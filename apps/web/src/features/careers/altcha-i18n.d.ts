// The altcha package's i18n files have no types; they only register texts with the widget.
declare module "altcha/i18n/es-419";
