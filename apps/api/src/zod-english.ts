import { z } from "zod/mini";

/*
 * zod/mini words an issue that has no message of its own as "Invalid input"; classic zod installed its
 * English texts by itself. The API's answers never show them (http/zod-validator.ts gives every refused
 * value a message key), but the settings' check does ("MAIL_FROM Too small: expected string to have >=3
 * characters"), so the API keeps zod's English texts. The web leaves them out: its forms word their issues.
 */
z.config(z.locales.en());
