// The altcha package ships JSX types for its widget but does not export them: the few attributes
// the application form uses are declared here.
import type { HTMLAttributes, Ref } from "react";

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "altcha-widget": HTMLAttributes<HTMLElement> & {
        ref?: Ref<HTMLElement>;
        challenge?: string;
        language?: string;
      };
    }
  }
}
