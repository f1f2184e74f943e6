import type { ChatPanelElement } from "@chat/widget";
import type { DetailedHTMLProps, HTMLAttributes } from "react";

/** `<chat-panel>` in the host app's JSX: its attributes as strings, a ref to the element. */
declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "chat-panel": DetailedHTMLProps<HTMLAttributes<ChatPanelElement>, ChatPanelElement> & {
        "api-base"?: string;
        locale?: string;
        token?: string;
        "hide-launcher"?: string;
        sound?: string;
        notifications?: string;
        transport?: string;
        "easemob-app-key"?: string;
      };
    }
  }
}
