// Local ESLint rule for the runtime's colours (docs/runtime-rules.md "Colours"): a component paints only with the
// palette's tokens (`colors.x`, `theme.color.x`), which the build derives by contrast for every brand and mode; a colour
// written in a component would escape that derivation and its ratios.

/** A CSS colour written out: #rgb, #rgba, #rrggbb, #rrggbbaa, or a colour function. */
const colourValue =
  /(?:^|[^\w&/-])#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})(?![\w-])|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/;
/** A named colour as the value of a colour property (`color: white`, `background: black`). */
const namedColour =
  /(?:^|[\s;{])(?:color|background(?:-color)?|fill|stroke|border(?:-[a-z]+)*|outline(?:-color)?)\s*:\s*[^;]*\b(?:white|black|red|green|blue|yellow|orange|gr[ae]y|silver|gold|pink|purple)\b/;

/** @type {import('eslint').Rule.RuleModule} */
export const noHardCodedColour = {
  meta: {
    type: 'problem',
    docs: { description: 'Runtime components paint with palette tokens (runtime/core/theme), never a colour of their own.' },
    schema: [],
  },
  create(context) {
    const check = (node, text) => {
      if (typeof text !== 'string') return;
      const found = colourValue.exec(text) ?? namedColour.exec(text);
      if (!found) return;
      context.report({
        node,
        message: `a hard-coded colour (${found[0].trim()}): use a palette token (colors.x from runtime/core/theme/theme.ts), derived by contrast for every brand and mode.`,
      });
    };
    return {
      Literal: (node) => check(node, node.value),
      TemplateElement: (node) => check(node, node.value.cooked),
    };
  },
};
