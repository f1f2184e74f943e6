import { LOCALES } from "@chat/protocol";
import type { Decorator, Preview } from "@storybook/react-vite";
import { StoryGlobals } from "../stories/support/story-env.js";
// The host app's page styles (tokens, body): the page a panel floats over.
import "../host-app/src/styles/base.css";

/** Locale and theme from the toolbar, applied to every story. */
const withGlobals: Decorator = (Story, context) => (
  <StoryGlobals locale={context.globals.locale} theme={context.globals.theme}>
    <Story />
  </StoryGlobals>
);

const preview: Preview = {
  globalTypes: {
    locale: {
      description: "UI language",
      toolbar: {
        title: "Locale",
        icon: "globe",
        // Arabic (RTL) and Japanese (CJK) first: the two a design review must always check.
        items: [
          { value: "en", title: "English" },
          { value: "ar", title: "العربية (RTL)" },
          { value: "ja", title: "日本語" },
          ...LOCALES.filter((l) => !["en", "ar", "ja"].includes(l.code)).map((l) => ({ value: l.code, title: l.language })),
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: "Colour theme",
      toolbar: {
        title: "Theme",
        icon: "mirror",
        items: [
          { value: "light", title: "Light" },
          { value: "dark", title: "Dark" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: "en", theme: "light" },
  decorators: [withGlobals],
  parameters: {
    layout: "fullscreen",
    controls: { expanded: true },
  },
};

export default preview;
