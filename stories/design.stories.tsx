/** The design system's icon set (@chat/design): every icon with its name, at two sizes and in the text colour. */
import * as icons from "@chat/design/icons";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { CSSProperties } from "react";

interface IconsArgs {
  /** Icon size in px (icons are 1em square, so this is the font size around them). */
  size: number;
}

const meta = {
  title: "Design/Icons",
  args: { size: 24 },
  argTypes: { size: { control: { type: "range", min: 12, max: 64, step: 2 } } },
} satisfies Meta<IconsArgs>;
export default meta;
type Story = StoryObj<IconsArgs>;

const ICONS = Object.entries(icons);

const grid: CSSProperties = {
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(150px, 1fr))",
  gap: "var(--app-space-3)",
  margin: 0,
  padding: "var(--app-space-4)",
  listStyle: "none",
};
const cell: CSSProperties = {
  display: "grid",
  justifyItems: "center",
  gap: "var(--app-space-2)",
  padding: "var(--app-space-3)",
  border: "1px solid var(--app-color-border)",
  borderRadius: "var(--app-radius-small)",
  background: "var(--app-color-surface)",
};

/** All icons with their export names; they take the colour of the text around them. */
export const AllIcons: Story = {
  render: ({ size }) => (
    <main>
      <h1 className="visually-hidden">Icons</h1>
      <ul style={grid} aria-label="Icons">
        {ICONS.map(([name, Icon]) => (
          <li key={name} style={cell}>
            <span style={{ fontSize: size }}>
              <Icon />
            </span>
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </main>
  ),
};

/** The same icons in the primary colour and at the small text size, as they sit in buttons. */
export const InPrimaryColour: Story = {
  args: { size: 14 },
  render: (args, context) => <div style={{ color: "var(--app-color-primary-strong)" }}>{AllIcons.render?.(args, context)}</div>,
};
